import { useTranslation } from 'react-i18next';
import { isSubscriptionProduct } from '@shared/billing/billing.rules';
import type { TReferralEarning } from '@shared/referral/referral.schema';
import { cn } from '../../../lib/cn';
import { formatCents, formatDate } from '../../dashboard/format';
import { CELL, TableHead } from './ReferralSection';

/** The commissions earned on referred members' purchases, newest first. */
export function EarningsTable({ earnings }: { earnings: TReferralEarning[] }) {
  const { t, i18n } = useTranslation('referral');
  const money = (cents: number) => formatCents(cents, i18n.language);
  const productName = (product: string) => (isSubscriptionProduct(product) ? t(`products.${product}`) : product);
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('earnings.caption')}</caption>
        <TableHead
          columns={[
            { label: t('earnings.date'), className: 'hidden sm:table-cell' },
            { label: t('earnings.member') },
            { label: t('earnings.product'), className: 'hidden md:table-cell' },
            { label: t('earnings.purchase'), className: 'hidden text-right sm:table-cell' },
            { label: t('earnings.commission'), className: 'text-right' },
          ]}
        />
        <tbody className="divide-y">
          {earnings.map((earning) => (
            <tr key={earning.id} className="hover:bg-muted/25" data-testid="earning-row">
              <td className={cn(CELL, 'hidden whitespace-nowrap sm:table-cell')}>
                <time dateTime={earning.createdAt}>{formatDate(earning.createdAt, i18n.language)}</time>
              </td>
              <td className={cn(CELL, 'max-w-48 sm:max-w-64')}>
                <span className="block truncate">{earning.referredName}</span>
                <span className="block text-xs text-muted-foreground md:hidden">
                  <span className="sm:hidden">{formatDate(earning.createdAt, i18n.language)} · </span>
                  {productName(earning.product)}
                </span>
              </td>
              <td className={cn(CELL, 'hidden md:table-cell')}>{productName(earning.product)}</td>
              <td className={cn(CELL, 'hidden whitespace-nowrap text-right tabular-nums sm:table-cell')} data-testid="earning-purchase">
                {money(earning.purchaseCents)}
              </td>
              <td className={cn(CELL, 'whitespace-nowrap text-right font-semibold tabular-nums text-success')} data-testid="earning-commission">
                {money(earning.commissionCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
