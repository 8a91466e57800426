import { useEffect, useState } from 'react';
import { AlertTriangle, Plus, RotateCcw, SearchX, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TProspect } from '@shared/prospects/prospects.schema';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Pagination, pageCountOf } from '../../../components/ui/pagination';
import { useProspects } from '../api/prospects.api';
import { useProspectListParams } from '../hooks/use-prospect-list-params';
import { useProspectView } from '../hooks/use-view-mode';
import { DeleteProspectDialog } from './DeleteProspectDialog';
import { ProspectCards, ProspectCardsSkeleton } from './ProspectCards';
import { ProspectFormDialog } from './ProspectFormDialog';
import { ProspectTable, ProspectTableSkeleton } from './ProspectTable';
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

  // A delete can leave the last page empty: step back to the new last page.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.items.length === 0 && data.total > 0 && params.page > pageCount) setPage(pageCount);
  }, [data, query.isPlaceholderData, params.page, pageCount, setPage]);

  const handlers = { onEdit: (prospect: TProspect) => setFormTarget({ prospect }), onDelete: setDeleting };
  const openNew = () => setFormTarget({ prospect: null });

  return (
    <div className="mx-auto grid max-w-7xl gap-6" data-testid="prospects-page">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="prospects-count">
            {data ? t('count', { count: data.total, formatted: data.total.toLocaleString(i18n.language) }) : t('subtitle')}
          </p>
        </div>
        <Button onClick={openNew} data-testid="prospect-add">
          <Plus /> {t('add')}
        </Button>
      </header>

      <ProspectsToolbar params={params} filtered={filtered} onFilters={setFilters} view={view} onView={setView} />

      <section aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        {query.isError ? (
          <Card role="alert" className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center">
            <AlertTriangle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
            <p className="flex-1 text-sm">{t('loadError')}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCcw /> {t('common:errors.tryAgain')}
            </Button>
          </Card>
        ) : !data ? (
          view === 'cards' ? <ProspectCardsSkeleton /> : <ProspectTableSkeleton />
        ) : data.items.length === 0 ? (
          <EmptyProspects filtered={filtered} onAdd={openNew} onClear={() => setFilters({ q: '', status: '', source: '' })} />
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

function EmptyProspects({ filtered, onAdd, onClear }: { filtered: boolean; onAdd: () => void; onClear: () => void }) {
  const { t } = useTranslation('prospects');
  const Icon = filtered ? SearchX : UserPlus;
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid="prospects-empty">
      <span className="grid size-12 place-items-center rounded-full bg-accent text-accent-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="font-semibold">{filtered ? t('empty.filteredTitle') : t('empty.title')}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{filtered ? t('empty.filteredText') : t('empty.text')}</p>
      {filtered ? (
        <Button variant="outline" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      ) : (
        <Button onClick={onAdd}>
          <Plus /> {t('add')}
        </Button>
      )}
    </Card>
  );
}
