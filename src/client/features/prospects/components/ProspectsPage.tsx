import { useState } from 'react';
import { Plus, SearchX, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TProspect } from '@shared/prospects/prospects.schema';
import { Button } from '../../../components/ui/button';
import { FilterableListEmpty, ListError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination, pageCountOf, useClampedPage } from '../../../components/ui/pagination';
import { useProspects } from '../api/prospects.api';
import { useProspectListParams } from '../hooks/use-prospect-list-params';
import { useProspectView } from '../hooks/use-view-mode';
import { DeleteProspectDialog } from './DeleteProspectDialog';
import { ProspectCards, ProspectCardsSkeleton } from './ProspectCards';
import { ProspectFormDialog } from './ProspectFormDialog';
import { ProspectTable, ProspectTableSkeleton } from './ProspectTable';
import { ProspectViewToggle } from './ProspectViewToggle';
import { ProspectsToolbar } from './ProspectsToolbar';

/** What the add/edit dialog shows: closed, a new prospect, or one to edit. */
type TFormTarget = { prospect: TProspect | null } | null;

export function ProspectsPage() {
  const { t, i18n } = useTranslation('prospects');
  const { params, setFilters, setPage, filtered } = useProspectListParams();
  const [view, setView] = useProspectView();
  const [formTarget, setFormTarget] = useState<TFormTarget>(null);
  const [deleting, setDeleting] = useState<TProspect | null>(null);
  const query = useProspects(params);
  const data = query.data;
  const pageCount = data ? pageCountOf(data.total, data.pageSize) : 1;

  useClampedPage(params.page, pageCount, !!data && !query.isPlaceholderData, setPage);

  const handlers = { onEdit: (prospect: TProspect) => setFormTarget({ prospect }), onDelete: setDeleting };
  const openNew = () => setFormTarget({ prospect: null });

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6" data-testid="prospects-page">
      <PageHeader
        title={t('title')}
        subtitle={data ? t('count', { count: data.total, formatted: data.total.toLocaleString(i18n.language) }) : t('subtitle')}
        subtitleTestId="prospects-count"
        actions={
          <>
            <ProspectViewToggle view={view} onView={setView} />
            <Button onClick={openNew} data-testid="prospect-add">
              <Plus /> {t('add')}
            </Button>
          </>
        }
      />

      <ProspectsToolbar params={params} filtered={filtered} onFilters={setFilters} />

      <section aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        {query.isError ? (
          <ListError message={t('loadError')} retryLabel={t('common:errors.tryAgain')} onRetry={() => void query.refetch()} />
        ) : !data ? (
          view === 'cards' ? <ProspectCardsSkeleton /> : <ProspectTableSkeleton />
        ) : data.items.length === 0 ? (
          <FilterableListEmpty
            filtered={filtered}
            icon={UserPlus}
            filteredIcon={SearchX}
            texts={{
              empty: t('empty.title'),
              emptyText: t('empty.text'),
              noMatches: t('empty.filteredTitle'),
              noMatchesText: t('empty.filteredText'),
              clear: t('filters.clear'),
              add: t('add'),
            }}
            onClear={() => setFilters({ q: '', status: '', source: '' })}
            onAdd={openNew}
            testId="prospects-empty"
          />
        ) : view === 'cards' ? (
          <ProspectCards prospects={data.items} {...handlers} />
        ) : (
          <ProspectTable prospects={data.items} sort={params.sort} onSort={(sort) => setFilters({ sort })} {...handlers} />
        )}
      </section>

      {data && (
        <Pagination
          page={params.page}
          pageCount={pageCount}
          onPageChange={setPage}
          labels={{ status: t('pagination.status', { page: params.page, pageCount }), previous: t('pagination.previous'), next: t('pagination.next') }}
        />
      )}

      <ProspectFormDialog open={formTarget !== null} onOpenChange={(open) => !open && setFormTarget(null)} prospect={formTarget?.prospect} />
      <DeleteProspectDialog prospect={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

