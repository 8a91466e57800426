import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCommission } from '@shared/commissions/commissions.schema';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination, pageCountOf, useClampedPage } from '../../../components/ui/pagination';
import { COMMISSIONS_PAGE_SIZE, useCommissions, type TCommissionFilters } from '../api/commissions.api';
import { CommissionFilters, DEFAULT_COMMISSION_FILTERS, hasCommissionFilters } from './CommissionFilters';
import { CommissionFormDialog } from './CommissionFormDialog';
import { CommissionList } from './CommissionList';
import { CommissionMetrics } from './CommissionMetrics';
import { DeleteCommissionDialog } from './DeleteCommissionDialog';

/** `/commissions`: money metrics, the filtered and sorted list, add/edit/delete. */
export function CommissionsPage() {
  const { t, i18n } = useTranslation('commissions');
  const [filters, setFilters] = useState<TCommissionFilters>(DEFAULT_COMMISSION_FILTERS);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ open: boolean; commission: TCommission | null }>({ open: false, commission: null });
  const [deleting, setDeleting] = useState<TCommission | null>(null);
  const list = useCommissions(filters, page);
  const pageCount = pageCountOf(list.data?.total ?? 0, COMMISSIONS_PAGE_SIZE);

  useClampedPage(page, pageCount, !!list.data && !list.isPlaceholderData, setPage);

  const applyFilters = (next: TCommissionFilters) => {
    setFilters(next);
    setPage(1);
  };
  const openAdd = () => setDialog({ open: true, commission: null });

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6" data-testid="commissions-page">
      <PageHeader
        title={t('title')}
        subtitle={list.data ? t('count', { total: new Intl.NumberFormat(i18n.language).format(list.data.total) }) : t('subtitle')}
        subtitleTestId="commissions-count"
        actions={
          <Button onClick={openAdd} data-testid="commission-add">
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
          onAdd={openAdd}
          onClearFilters={() => applyFilters({ ...DEFAULT_COMMISSION_FILTERS, sort: filters.sort })}
          onEdit={(commission) => setDialog({ open: true, commission })}
          onDelete={setDeleting}
        />
      </div>
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        labels={{ status: t('pagination.status', { page, pages: pageCount }), previous: t('pagination.previous'), next: t('pagination.next') }}
      />

      <CommissionFormDialog open={dialog.open} commission={dialog.commission} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
      <DeleteCommissionDialog commission={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
