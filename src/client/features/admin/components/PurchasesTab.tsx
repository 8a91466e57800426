import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PURCHASE_STATUSES, SUBSCRIPTION_PRODUCTS } from '@shared/billing/billing.schema';
import { Card } from '../../../components/ui/card';
import { OptionSelect } from '../../../components/ui/option-select';
import { pageCountOf, useClampedPage } from '../../../components/ui/pagination';
import { oneOfParam, useListUrlParams } from '../../../lib/use-list-url-params';
import { useAdminPurchases, type TAdminPurchaseParams } from '../api/admin.api';
import { AdminList } from './AdminList';
import { PurchaseTable } from './PurchaseTable';

const PAGE_SIZE = 20;
const NO_FILTERS = { q: '', status: '', product: '' } as const;

const readFilters = (search: URLSearchParams): Omit<TAdminPurchaseParams, 'page'> => ({
  q: search.get('q') ?? '',
  status: oneOfParam(PURCHASE_STATUSES, search.get('status')),
  product: oneOfParam(SUBSCRIPTION_PRODUCTS, search.get('product')),
});

/** The purchases tab: every account's payments, newest first, searched by buyer and filtered by status and plan. */
export function PurchasesTab() {
  const { t } = useTranslation('admin');
  const { params, setFilters, setPage } = useListUrlParams<TAdminPurchaseParams>(readFilters);
  const list = useAdminPurchases(params, PAGE_SIZE);
  const pageCount = pageCountOf(list.data?.total ?? 0, PAGE_SIZE);
  useClampedPage(params.page, pageCount, !!list.data && !list.isPlaceholderData, setPage);

  return (
    <AdminList
      section="purchases"
      query={list}
      search={params.q}
      onSearch={(q) => setFilters({ q })}
      filtered={!!(params.q || params.status || params.product)}
      onClear={() => setFilters(NO_FILTERS)}
      emptyIcon={Receipt}
      skeletonRow="h-12"
      page={params.page}
      pageCount={pageCount}
      onPageChange={setPage}
      filters={
        <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:flex sm:flex-wrap sm:items-center">
          <OptionSelect
            options={PURCHASE_STATUSES}
            labelOf={(status) => t(`purchaseStatuses.${status}`)}
            emptyLabel={t('filters.allStatuses')}
            value={params.status}
            onChange={(e) => setFilters({ status: e.target.value as TAdminPurchaseParams['status'] })}
            aria-label={t('filters.status')}
            className="sm:w-40"
            data-testid="admin-purchases-filter-status"
          />
          <OptionSelect
            options={SUBSCRIPTION_PRODUCTS}
            labelOf={(product) => t(`billing:products.${product}`)}
            emptyLabel={t('filters.allProducts')}
            value={params.product}
            onChange={(e) => setFilters({ product: e.target.value })}
            aria-label={t('filters.product')}
            className="sm:w-52"
            data-testid="admin-purchases-filter-product"
          />
        </div>
      }
    >
      {(data) => (
        <Card className="overflow-hidden">
          <PurchaseTable items={data.items} caption={t('purchases.caption')} />
        </Card>
      )}
    </AdminList>
  );
}
