import { Download, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { recordPaginationLabels } from '../../../lib/record-texts';
import { useRecordsPage } from '../../../lib/use-records-page';
import { ACTIVITIES_PAGE_SIZE, exportCsvUrl, useActivities } from '../api/activities.api';
import { formatCount } from '../lib/format';
import { ActivityFilters, NO_ACTIVITY_FILTERS, hasActivityFilters } from './ActivityFilters';
import { ActivityFormDialog } from './ActivityFormDialog';
import { ActivityList } from './ActivityList';
import { ActivityMetrics } from './ActivityMetrics';
import { DeleteActivityDialog } from './DeleteActivityDialog';

/** `/activities`: metrics per type, the filtered list newest first, add/edit/delete and CSV export. */
export function ActivitiesPage() {
  const { t, i18n } = useTranslation('activities');
  const { filters, applyFilters, page, setPage, pageCount, list, editor, deleting, setDeleting } = useRecordsPage(NO_ACTIVITY_FILTERS, ACTIVITIES_PAGE_SIZE, useActivities);

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
            <Button onClick={editor.openAdd} data-testid="activity-add">
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
          onAdd={editor.openAdd}
          onClearFilters={() => applyFilters(NO_ACTIVITY_FILTERS)}
          onEdit={editor.openEdit}
          onDelete={setDeleting}
        />
      </div>
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} labels={recordPaginationLabels(t, page, pageCount)} />

      <ActivityFormDialog open={editor.open} activity={editor.record} onOpenChange={editor.setOpen} />
      <DeleteActivityDialog activity={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
