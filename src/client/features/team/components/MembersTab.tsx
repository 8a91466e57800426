import { useState } from 'react';
import { SearchX, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TTeamMember } from '@shared/team/team.schema';
import { Button } from '../../../components/ui/button';
import { ListEmpty, ListError } from '../../../components/ui/list-states';
import { Pagination, pageCountOf, useClampedPage } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTeamMembers } from '../api/team.api';
import { useStoredChoice } from '../lib/hooks';
import { MemberCard } from './MemberCard';
import { EMPTY_FILTERS, MemberFilters, VIEW_MODES, type TMemberFilterValues } from './MemberFilters';
import { MemberTable } from './MemberTable';

const PAGE_SIZE = 24;
const VIEW_STORAGE_KEY = 'upline-team-view';

interface TMembersTabProps {
  onAdd: () => void;
  onEdit: (member: TTeamMember) => void;
  onDelete: (member: TTeamMember) => void;
}

export function MembersTab({ onAdd, onEdit, onDelete }: TMembersTabProps) {
  const { t } = useTranslation('team');
  const [searchParams] = useSearchParams();
  // A link to a member (the duplicate warning's) opens the list searched by their email.
  const [filters, setFilters] = useState<TMemberFilterValues>(() => ({ ...EMPTY_FILTERS, q: searchParams.get('q') ?? '' }));
  const [page, setPage] = useState(1);
  const [view, setView] = useStoredChoice(VIEW_STORAGE_KEY, VIEW_MODES, 'cards');
  const list = useTeamMembers({
    page,
    pageSize: PAGE_SIZE,
    q: filters.q || undefined,
    rank: filters.rank || undefined,
    status: filters.status || undefined,
    role: filters.role || undefined,
    customTeamId: filters.customTeamId || undefined,
    sort: filters.sort,
  });
  const filtered = !!(filters.q || filters.rank || filters.status || filters.role || filters.customTeamId);
  const data = list.data;
  const pageCount = pageCountOf(data?.total ?? 0, PAGE_SIZE);
  useClampedPage(page, pageCount, !!data && !list.isPlaceholderData, setPage);

  const changeFilters = (next: TMemberFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <MemberFilters values={filters} onChange={changeFilters} view={view} onView={setView} />
      {list.isError && !data ? (
        <ListError message={t('list.loadError')} retryLabel={t('common:errors.tryAgain')} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <ListSkeleton view={view} />
      ) : data.items.length === 0 ? (
        filtered ? (
          <ListEmpty
            icon={SearchX}
            title={t('list.noMatches')}
            text={t('list.noMatchesText')}
            action={
              <Button variant="outline" onClick={() => changeFilters({ ...EMPTY_FILTERS, sort: filters.sort })}>
                {t('filters.clear')}
              </Button>
            }
          />
        ) : (
          <ListEmpty
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
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        labels={{ status: t('pagination.pageOf', { page, pages: pageCount }), previous: t('pagination.previous'), next: t('pagination.next') }}
      />
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
