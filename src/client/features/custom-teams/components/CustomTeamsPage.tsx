import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCustomTeam } from '@shared/team/team.schema';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Pagination } from '../../team/components/Pagination';
import { EmptyState, LoadError } from '../../team/components/StateViews';
import { useCustomTeams } from '../api/custom-teams.api';
import { CustomTeamDetail } from './CustomTeamDetail';
import { CustomTeamFormDialog } from './CustomTeamFormDialog';
import { CustomTeamList } from './CustomTeamList';
import { DeleteCustomTeamDialog } from './DeleteCustomTeamDialog';

/** /custom-teams-management: the seller's own groupings of team members. */
export function CustomTeamsPage() {
  const { t } = useTranslation('customTeams');
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const teams = useCustomTeams(page);
  const [form, setForm] = useState<{ open: boolean; team: TCustomTeam | null }>({ open: false, team: null });
  const [deleting, setDeleting] = useState<TCustomTeam | null>(null);
  const data = teams.data;
  const selectedId = params.get('team') ?? data?.items[0]?.id ?? null;

  const select = (id: string | null) => setParams(id ? { team: id } : {}, { replace: true });
  const openForm = (team: TCustomTeam | null) => setForm({ open: true, team });

  return (
    <div className="mx-auto grid max-w-7xl gap-6" data-testid="custom-teams-page">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="flex items-baseline gap-2 text-2xl font-semibold tracking-tight">
            {t('title')}
            {data && (
              <span className="rounded-full bg-muted px-2 py-0.5 text-sm font-medium text-muted-foreground" aria-label={t('count', { total: data.total })}>
                {data.total}
              </span>
            )}
          </h1>
          <p className="text-muted-foreground">{t('subtitle')}</p>
        </div>
        <Button onClick={() => openForm(null)} data-testid="custom-team-add" className="self-start sm:self-auto">
          <Plus /> {t('actions.add')}
        </Button>
      </header>
      {teams.isError && !data ? (
        <LoadError text={t('list.loadError')} onRetry={() => void teams.refetch()} retrying={teams.isFetching} />
      ) : !data ? (
        <div className="grid gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
          <div className="grid content-start gap-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
          <Skeleton className="h-80" />
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          title={t('list.empty')}
          text={t('list.emptyText')}
          action={
            <Button onClick={() => openForm(null)}>
              <Plus /> {t('actions.add')}
            </Button>
          }
        />
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
          <div className="grid gap-3">
            <CustomTeamList teams={data.items} selectedId={selectedId} onSelect={(team) => select(team.id)} onEdit={openForm} onDelete={setDeleting} />
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
          </div>
          {selectedId && <CustomTeamDetail key={selectedId} teamId={selectedId} />}
        </div>
      )}
      <CustomTeamFormDialog open={form.open} team={form.team} onOpenChange={(open) => setForm((f) => ({ ...f, open }))} onCreated={(team) => select(team.id)} />
      <DeleteCustomTeamDialog team={deleting} onClose={() => setDeleting(null)} onDeleted={(id) => id === selectedId && select(null)} />
    </div>
  );
}
