import type { ReactNode } from 'react';
import { LayoutGrid, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TEAM_MEMBER_STATUSES, TEAM_RANKS, TEAM_ROLES, type TTeamMemberStatus, type TTeamRank, type TTeamRole } from '@shared/team/team.constants';
import { Button } from '../../../components/ui/button';
import { SearchInput } from '../../../components/ui/search-input';
import { NativeSelect } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { useCustomTeams } from '../../custom-teams/api/custom-teams.api';

export interface TMemberFilterValues {
  q: string;
  rank: TTeamRank | '';
  status: TTeamMemberStatus | '';
  role: TTeamRole | '';
  customTeamId: string;
  sort: string;
}

export const EMPTY_FILTERS: TMemberFilterValues = { q: '', rank: '', status: '', role: '', customTeamId: '', sort: 'lastName:asc' };

export const VIEW_MODES = ['cards', 'list'] as const;
export type TViewMode = (typeof VIEW_MODES)[number];

const SORTS = ['lastName:asc', 'firstName:asc', 'joinDate:desc', 'joinDate:asc', 'rank:desc', 'createdAt:desc'] as const;

interface TMemberFiltersProps {
  values: TMemberFilterValues;
  onChange: (values: TMemberFilterValues) => void;
  view: TViewMode;
  onView: (view: TViewMode) => void;
}

export function MemberFilters({ values, onChange, view, onView }: TMemberFiltersProps) {
  const { t } = useTranslation('team');
  const customTeams = useCustomTeams();
  const set = <K extends keyof TMemberFilterValues>(key: K, value: TMemberFilterValues[K]) => onChange({ ...values, [key]: value });
  const active = values.rank || values.status || values.role || values.customTeamId || values.q;

  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          value={values.q}
          onSearch={(q) => set('q', q)}
          placeholder={t('filters.search')}
          aria-label={t('filters.search')}
          className="flex-1"
          data-testid="team-search"
        />
        <div className="flex items-center gap-2">
          <NativeSelect aria-label={t('filters.sort')} value={values.sort} onChange={(event) => set('sort', event.target.value)} className="flex-1 sm:w-auto sm:flex-none">
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort.replace(':', '_')}`)}
              </option>
            ))}
          </NativeSelect>
          <div className="flex rounded-md border bg-card p-0.5" role="group" aria-label={t('filters.view')}>
            {VIEW_MODES.map((mode) => {
              const Icon = mode === 'cards' ? LayoutGrid : List;
              return (
                <Button
                  key={mode}
                  variant="ghost"
                  size="icon"
                  className={cn('size-8', view === mode && 'bg-accent text-accent-foreground')}
                  aria-pressed={view === mode}
                  aria-label={t(`filters.views.${mode}`)}
                  title={t(`filters.views.${mode}`)}
                  onClick={() => onView(mode)}
                  data-testid={`team-view-${mode}`}
                >
                  <Icon />
                </Button>
              );
            })}
          </div>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4 lg:flex lg:items-center">
        <FilterSelect label={t('filters.rank')} value={values.rank} onChange={(v) => set('rank', v as TTeamRank | '')} all={t('filters.allRanks')}>
          {TEAM_RANKS.map((rank) => (
            <option key={rank} value={rank}>
              {t(`ranks.${rank}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label={t('filters.status')} value={values.status} onChange={(v) => set('status', v as TTeamMemberStatus | '')} all={t('filters.allStatuses')}>
          {TEAM_MEMBER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`common:statuses.teamMember.${status}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label={t('filters.role')} value={values.role} onChange={(v) => set('role', v as TTeamRole | '')} all={t('filters.allRoles')}>
          {TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label={t('filters.customTeam')} value={values.customTeamId} onChange={(v) => set('customTeamId', v)} all={t('filters.allCustomTeams')}>
          {customTeams.data?.items.map((team) => (
            <option key={team.id} value={team.id}>
              {team.teamName}
            </option>
          ))}
        </FilterSelect>
        {active && (
          <Button variant="ghost" size="sm" className="col-span-2 justify-self-start md:col-span-4 lg:col-span-1" onClick={() => onChange({ ...EMPTY_FILTERS, sort: values.sort })}>
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}

function FilterSelect({ label, value, onChange, all, children }: { label: string; value: string; onChange: (value: string) => void; all: string; children: ReactNode }) {
  return (
    <NativeSelect aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} className="h-9 lg:w-auto lg:min-w-44">
      <option value="">{all}</option>
      {children}
    </NativeSelect>
  );
}
