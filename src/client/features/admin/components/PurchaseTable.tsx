import { useTranslation } from 'react-i18next';
import type { TAdminPurchase } from '@shared/admin/admin.schema';
import { PURCHASE_STATUSES, type TPurchaseStatus } from '@shared/billing/billing.schema';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/time-zone';
import { productLabel } from '../../billing/lib/products';
import { formatMoney } from '../lib/format';
import { useAdminZone } from './use-admin-zone';

const CELL = 'px-3 py-2.5 text-left align-top first:pl-4 last:pr-4';

const STATUS_VARIANTS: Record<TPurchaseStatus, 'success' | 'secondary' | 'destructive' | 'outline'> = {
  succeeded: 'success',
  pending: 'secondary',
  failed: 'destructive',
  unknown: 'outline',
};

const statusOf = (status: string): TPurchaseStatus => ((PURCHASE_STATUSES as readonly string[]).includes(status) ? (status as TPurchaseStatus) : 'unknown');

export function PurchaseStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  const known = statusOf(status);
  return (
    <Badge variant={STATUS_VARIANTS[known]} className="whitespace-nowrap" data-testid="admin-purchase-status">
      {t(`purchaseStatuses.${known}`)}
    </Badge>
  );
}

/** Payments of every account: buyer, product, amount, status and date, scrolling sideways on a phone. */
export function PurchaseTable({ items, caption, showBuyer = true }: { items: TAdminPurchase[]; caption: string; showBuyer?: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const zone = useAdminZone();
  return (
    // Focusable, so a keyboard can scroll the columns that do not fit a phone.
    <div className="overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-sm" data-testid="admin-purchase-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="whitespace-nowrap border-b bg-muted/50 text-muted-foreground">
          <tr>
            {showBuyer && (
              <th scope="col" className={cn(CELL, 'font-medium')}>
                {t('purchases.columns.buyer')}
              </th>
            )}
            <th scope="col" className={cn(CELL, 'font-medium')}>
              {t('purchases.columns.product')}
            </th>
            <th scope="col" className={cn(CELL, 'text-right font-medium')}>
              {t('purchases.columns.amount')}
            </th>
            <th scope="col" className={cn(CELL, 'font-medium')}>
              {t('purchases.columns.status')}
            </th>
            <th scope="col" className={cn(CELL, 'font-medium')}>
              {t('purchases.columns.date')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {items.map((purchase) => (
            <tr key={purchase.id} data-testid="admin-purchase-row">
              {showBuyer && (
                <td className={cn(CELL, 'max-w-64')}>
                  <span className="block truncate font-medium">{purchase.userName}</span>
                  <span className="block truncate text-xs text-muted-foreground">{purchase.userEmail}</span>
                </td>
              )}
              <td className={cn(CELL, 'min-w-36')}>{productLabel(purchase.product, t, i18n.language)}</td>
              <td className={cn(CELL, 'whitespace-nowrap text-right tabular-nums')}>{formatMoney(purchase.amountCents, i18n.language, purchase.currency)}</td>
              <td className={CELL}>
                <PurchaseStatusBadge status={purchase.status} />
              </td>
              <td className={cn(CELL, 'whitespace-nowrap text-muted-foreground')}>
                <time dateTime={purchase.createdAt}>{formatDateTime(purchase.createdAt, i18n.language, zone)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
