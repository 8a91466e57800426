import { useState } from 'react';
import { Download, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TActivity } from '@shared/activities/activities.schema';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination, pageCountOf, useClampedPage } from '../../../components/ui/pagination';
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

  useClampedPage(page, pageCount, !!list.data && !list.isPlaceholderData, setPage);

  const applyFilters = (next: TActivityFilters) => {
    setFilters(next);
    setPage(1);
  };
  const openAdd = () => setDialog({ open: true, activity: null });

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6" data-testid="activities-page">
      <PageHeader
        title={t('title')}
        subtitle={list.data ? t('count', { total: formatCount(list.data.total, i18n.language) }) : t('subtitle')}
        subtitleTestId="activities-count"
        actions={
          <>
            <Button variant="outline" asChild>
              <a href={exportCsvUrl(filters)} download data-testid="activities-export">
                <Download aria-hidden="true" />
                {t('export')}
              </a>
            </Button>
            <Button onClick={openAdd} data-testid="activity-add">
              <Plus aria-hidden="true" />
              {t('add')}
            </Button>
          </>
        }
      />

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
