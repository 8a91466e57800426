import { useEffect, useState } from 'react';
import { SearchX, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_DEFAULTS } from '@shared/common/settings';
import type { TTeamMember } from '@shared/team/team.schema';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTeamMembers } from '../api/team.api';
import { useDebouncedValue, useStoredChoice } from '../lib/hooks';
import { MemberCard } from './MemberCard';
import { EMPTY_FILTERS, MemberFilters, VIEW_MODES, type TMemberFilterValues } from './MemberFilters';
import { MemberTable } from './MemberTable';
import { Pagination } from './Pagination';
import { EmptyState, LoadError } from './StateViews';

const PAGE_SIZE = 24;
const VIEW_STORAGE_KEY = 'upline-team-view';

interface TMembersTabProps {
  onAdd: () => void;
  onEdit: (member: TTeamMember) => void;
  onDelete: (member: TTeamMember) => void;
}

export function MembersTab({ onAdd, onEdit, onDelete }: TMembersTabProps) {
  const { t } = useTranslation('team');
  const [filters, setFilters] = useState<TMemberFilterValues>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [view, setView] = useStoredChoice(VIEW_STORAGE_KEY, VIEW_MODES, 'cards');
  const q = useDebouncedValue(filters.q.trim(), SETTINGS_DEFAULTS.searchDebounceMs);
  const list = useTeamMembers({
    page,
    pageSize: PAGE_SIZE,
    q: q || undefined,
    rank: filters.rank || undefined,
    status: filters.status || undefined,
    role: filters.role || undefined,
    customTeamId: filters.customTeamId || undefined,
    sort: filters.sort,
  });
  const filtered = !!(q || filters.rank || filters.status || filters.role || filters.customTeamId);
  const data = list.data;

  // Deleting the last member of the last page leaves that page empty: step back to one with rows.
  useEffect(() => {
    if (data && data.items.length === 0 && page > 1) setPage(Math.max(1, Math.ceil(data.total / PAGE_SIZE)));
  }, [data, page]);

  const changeFilters = (next: TMemberFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <div className="grid gap-4">
      <MemberFilters values={filters} onChange={changeFilters} view={view} onView={setView} />
      {list.isError && !data ? (
        <LoadError text={t('list.loadError')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : !data ? (
        <ListSkeleton view={view} />
      ) : data.items.length === 0 ? (
        filtered ? (
          <EmptyState icon={SearchX} title={t('list.noMatches')} text={t('list.noMatchesText')} />
        ) : (
          <EmptyState
            icon={Users}
            title={t('list.empty')}
            text={t('list.emptyText')}
            action={
              <Button onClick={onAdd}>
                <UserPlus /> {t('actions.add')}
              </Button>
            }
          />
        )
      ) : (
        <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={list.isFetching}>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
            {t('list.found', { total: data.total })}
          </p>
          {view === 'cards' ? (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {data.items.map((member) => (
                <MemberCard key={member.id} member={member} onEdit={onEdit} onDelete={onDelete} />
              ))}
            </div>
          ) : (
            <MemberTable members={data.items} onEdit={onEdit} onDelete={onDelete} />
          )}
        </div>
      )}
      {data && <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />}
    </div>
  );
}

function ListSkeleton({ view }: { view: string }) {
  if (view === 'list') return <Skeleton className="h-96 w-full" />;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-72" />
      ))}
    </div>
  );
}
