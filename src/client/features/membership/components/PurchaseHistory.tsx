import { useState } from 'react';
import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TPurchase, TPurchaseStatus } from '@shared/billing/billing.schema';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { ListEmpty } from '../../../components/ui/list-states';
import { PagedResults } from '../../../components/ui/paged-results';
import { pageCountOf, useClampedPage } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { usePurchases } from '../../billing/api/billing.api';
import { productLabel } from '../../billing/lib/products';
import { formatCents } from '../../dashboard/format';

const PAGE_SIZE = 10;
const CELL = 'px-3 py-2.5 text-left align-top first:pl-4 last:pr-4 sm:first:pl-6 sm:last:pr-6';

const STATUS_BADGES: Record<TPurchaseStatus, 'success' | 'secondary' | 'destructive' | 'outline'> = {
  succeeded: 'success',
  pending: 'secondary',
  failed: 'destructive',
  unknown: 'outline',
};

function useFormats() {
  const { i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return {
    day: (iso: string) => day.format(new Date(iso)),
    period: (p: TPurchase) => (p.periodStart && p.periodEnd ? day.formatRange(new Date(p.periodStart), new Date(p.periodEnd)) : null),
  };
}

function PurchaseRows({ items }: { items: TPurchase[] }) {
  const { t, i18n } = useTranslation('membership');
  const format = useFormats();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="purchase-table">
        <caption className="sr-only">{t('history.caption')}</caption>
        <thead className="whitespace-nowrap border-y bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className={cn(CELL, 'font-medium')}>
              {t('history.columns.date')}
            </th>
            <th scope="col" className={cn(CELL, 'font-medium')}>
              {t('history.columns.product')}
            </th>
            <th scope="col" className={cn(CELL, 'text-right font-medium')}>
              {t('history.columns.amount')}
            </th>
            <th scope="col" className={cn(CELL, 'hidden font-medium sm:table-cell')}>
              {t('history.columns.status')}
            </th>
            <th scope="col" className={cn(CELL, 'hidden font-medium md:table-cell')}>
              {t('history.columns.period')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {items.map((purchase) => {
            const period = format.period(purchase);
            const status = (
              <Badge variant={STATUS_BADGES[purchase.status]} data-testid="purchase-status">
                {t(`history.statuses.${purchase.status}`)}
              </Badge>
            );
            return (
              <tr key={purchase.id} data-testid="purchase-row" data-status={purchase.status}>
                <td className={cn(CELL, 'whitespace-nowrap')}>
                  <time dateTime={purchase.createdAt}>{format.day(purchase.createdAt)}</time>
                </td>
                <td className={CELL}>
                  <span className="font-medium" data-testid="purchase-product">
                    {productLabel(purchase.product, t, i18n.language)}
                  </span>
                  <span className={cn('mt-1 flex-wrap items-center gap-2', purchase.launchOffer ? 'flex' : 'flex sm:hidden')}>
                    {purchase.launchOffer && (
                      <Badge variant="outline" className="whitespace-nowrap">
                        {t('history.launchPrice')}
                      </Badge>
                    )}
                    <span className="sm:hidden">{status}</span>
                  </span>
                  {period && <span className="mt-0.5 block text-xs text-muted-foreground md:hidden">{period}</span>}
                </td>
                <td className={cn(CELL, 'whitespace-nowrap text-right tabular-nums')}>{formatCents(purchase.amountCents, i18n.language)}</td>
                <td className={cn(CELL, 'hidden sm:table-cell')}>{status}</td>
                <td className={cn(CELL, 'hidden whitespace-nowrap text-muted-foreground md:table-cell')}>{period ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The account's payments, newest first, a page at a time. */
export function PurchaseHistory() {
  const { t } = useTranslation('membership');
  const [page, setPage] = useState(1);
  const list = usePurchases(page, PAGE_SIZE);
  const pageCount = pageCountOf(list.data?.total ?? 0, PAGE_SIZE);
  useClampedPage(page, pageCount, !!list.data && !list.isPlaceholderData, setPage);
  return (
    <Card data-testid="purchase-history">
      <CardHeader>
        <CardTitle>{t('history.title')}</CardTitle>
      </CardHeader>
      <div className="pb-4 [&_nav]:px-4">
        <PagedResults
          query={list}
          errorTexts={{ message: t('history.loadError'), retry: t('billing:actions.retry') }}
          skeleton={
            <div className="grid gap-2 px-6">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-10 w-full" />
              ))}
            </div>
          }
          empty={
            <div className="px-6 [&>div]:border-dashed [&>div]:shadow-none">
              <ListEmpty icon={Receipt} title={t('history.emptyTitle')} text={t('history.emptyText')} testId="purchase-empty" />
            </div>
          }
          pagination={{
            page,
            pageCount,
            onPageChange: setPage,
            labels: { status: t('history.pagination', { page, pageCount }), previous: t('billing:actions.previous'), next: t('billing:actions.next') },
          }}
        >
          {(data) => <PurchaseRows items={data.items} />}
        </PagedResults>
      </div>
    </Card>
  );
}
