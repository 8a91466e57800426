import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { recordPaginationLabels } from '../../../lib/record-texts';
import { useRecordsPage } from '../../../lib/use-records-page';
import { COMMISSIONS_PAGE_SIZE, useCommissions } from '../api/commissions.api';
import { CommissionFilters, DEFAULT_COMMISSION_FILTERS, hasCommissionFilters } from './CommissionFilters';
import { CommissionFormDialog } from './CommissionFormDialog';
import { CommissionList } from './CommissionList';
import { CommissionMetrics } from './CommissionMetrics';
import { DeleteCommissionDialog } from './DeleteCommissionDialog';

/** `/commissions`: money metrics, the filtered and sorted list, add/edit/delete. */
export function CommissionsPage() {
  const { t, i18n } = useTranslation('commissions');
  const { filters, applyFilters, page, setPage, pageCount, list, editor, deleting, setDeleting } = useRecordsPage(DEFAULT_COMMISSION_FILTERS, COMMISSIONS_PAGE_SIZE, useCommissions);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6" data-testid="commissions-page">
      <PageHeader
        title={t('title')}
        subtitle={list.data ? t('count', { total: new Intl.NumberFormat(i18n.language).format(list.data.total) }) : t('subtitle')}
        subtitleTestId="commissions-count"
        actions={
          <Button onClick={editor.openAdd} data-testid="commission-add">
            <Plus aria-hidden="true" />
            {t('add')}
          </Button>
        }
      />

      <CommissionMetrics />
      <CommissionFilters filters={filters} onChange={applyFilters} />

      <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <CommissionList
          items={list.data?.items}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          filtered={hasCommissionFilters(filters)}
          onAdd={editor.openAdd}
          onClearFilters={() => applyFilters({ ...DEFAULT_COMMISSION_FILTERS, sort: filters.sort })}
          onEdit={editor.openEdit}
          onDelete={setDeleting}
        />
      </div>
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} labels={recordPaginationLabels(t, page, pageCount)} />

      <CommissionFormDialog open={editor.open} commission={editor.record} onOpenChange={editor.setOpen} />
      <DeleteCommissionDialog commission={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
