import { useEffect, useState } from 'react';
import { Download, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TActivity } from '@shared/activities/activities.schema';
import { Button } from '../../../components/ui/button';
import { Pagination, pageCountOf } from '../../../components/ui/pagination';
import { ACTIVITIES_PAGE_SIZE, exportCsvUrl, useActivities, type TActivityFilters } from '../api/activities.api';
import { formatCount } from '../lib/format';
import { ActivityFilters, NO_ACTIVITY_FILTERS, hasActivityFilters } from './ActivityFilters';
import { ActivityFormDialog } from './ActivityFormDialog';
import { ActivityList } from './ActivityList';
import { ActivityMetrics } from './ActivityMetrics';
import { DeleteActivityDialog } from './DeleteActivityDialog';

/** `/activities`: metrics per type, the filtered list newest first, add/edit/delete and CSV export. */
export function ActivitiesPage() {
  const { t, i18n } = useTranslation('activities');
  const [filters, setFilters] = useState<TActivityFilters>(NO_ACTIVITY_FILTERS);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ open: boolean; activity: TActivity | null }>({ open: false, activity: null });
  const [deleting, setDeleting] = useState<TActivity | null>(null);
  const list = useActivities(filters, page);
  const pageCount = pageCountOf(list.data?.total ?? 0, ACTIVITIES_PAGE_SIZE);

  // After deleting the last row of the last page, step back to the page that still exists.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pageCount) setPage(pageCount);
  }, [list.data, list.isPlaceholderData, page, pageCount]);

  const applyFilters = (next: TActivityFilters) => {
    setFilters(next);
    setPage(1);
  };
  const openAdd = () => setDialog({ open: true, activity: null });

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6" data-testid="activities-page">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
          <p className="text-sm text-muted-foreground" data-testid="activities-count">
            {list.data ? t('count', { total: formatCount(list.data.total, i18n.language) }) : t('subtitle')}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" asChild>
            <a href={exportCsvUrl(filters)} download data-testid="activities-export">
              <Download aria-hidden="true" />
              {t('export')}
            </a>
          </Button>
          <Button onClick={openAdd} data-testid="activity-add" className="flex-1 sm:flex-none">
            <Plus aria-hidden="true" />
            {t('add')}
          </Button>
        </div>
      </header>

      <ActivityMetrics />
      <ActivityFilters filters={filters} onChange={applyFilters} />

      <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <ActivityList
          items={list.data?.items}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          filtered={hasActivityFilters(filters)}
          onAdd={openAdd}
          onClearFilters={() => applyFilters(NO_ACTIVITY_FILTERS)}
          onEdit={(activity) => setDialog({ open: true, activity })}
          onDelete={setDeleting}
        />
      </div>
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        labels={{ status: t('pagination.status', { page, pages: pageCount }), previous: t('pagination.previous'), next: t('pagination.next') }}
      />

      <ActivityFormDialog open={dialog.open} activity={dialog.activity} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
      <DeleteActivityDialog activity={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
