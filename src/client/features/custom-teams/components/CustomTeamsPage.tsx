import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCustomTeam } from '@shared/team/team.schema';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ListEmpty, ListError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination, pageCountOf, useClampedPage } from '../../../components/ui/pagination';
import { CUSTOM_TEAMS_PAGE_SIZE, useCustomTeams } from '../api/custom-teams.api';
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
  const pageCount = pageCountOf(data?.total ?? 0, CUSTOM_TEAMS_PAGE_SIZE);
  useClampedPage(page, pageCount, !!data && !teams.isPlaceholderData, setPage);

  const select = (id: string | null) => setParams(id ? { team: id } : {}, { replace: true });
  const openForm = (team: TCustomTeam | null) => setForm({ open: true, team });

  return (
    <div className="mx-auto grid max-w-7xl gap-6" data-testid="custom-teams-page">
      <PageHeader
        title={t('title')}
        subtitle={data ? t('count', { total: data.total }) : t('subtitle')}
        actions={
          <Button onClick={() => openForm(null)} data-testid="custom-team-add">
            <Plus /> {t('actions.add')}
          </Button>
        }
      />
      {teams.isError && !data ? (
        <ListError message={t('list.loadError')} retryLabel={t('common:errors.tryAgain')} onRetry={() => void teams.refetch()} />
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
        <ListEmpty
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
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={setPage}
              labels={{ status: t('team:pagination.pageOf', { page, pages: pageCount }), previous: t('team:pagination.previous'), next: t('team:pagination.next') }}
            />
          </div>
          {selectedId && <CustomTeamDetail key={selectedId} teamId={selectedId} />}
        </div>
      )}
      <CustomTeamFormDialog open={form.open} team={form.team} onOpenChange={(open) => setForm((f) => ({ ...f, open }))} onCreated={(team) => select(team.id)} />
      <DeleteCustomTeamDialog team={deleting} onClose={() => setDeleting(null)} onDeleted={(id) => id === selectedId && select(null)} />
    </div>
  );
}
