import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../../lib/public-config';
import { COMPARISON_ROWS, offeredClaims, type TComparisonCell } from '../../public.features';

function Cell({ value }: { value: TComparisonCell }) {
  const { t } = useTranslation('public');
  if (value === 'yes') return <Check className="mx-auto size-5 text-success" aria-label={t('pricing.table.included')} />;
  if (value === 'no') return <Minus className="mx-auto size-5 text-muted-foreground/60" aria-label={t('pricing.table.notIncluded')} />;
  return <span className="text-xs sm:text-sm">{t(`pricing.table.${value}`)}</span>;
}

/** What each plan includes, row by row from the product's feature list; free-plan limits exist but their values are set by the product. */
export function ComparisonTable() {
  const { t } = useTranslation('public');
  const { data: config } = usePublicConfig();
  const rows = offeredClaims(COMPARISON_ROWS, config);
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('pricing.table.caption')}</caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
              {t('pricing.table.feature')}
            </th>
            <th scope="col" className="w-24 px-2 py-3 text-center font-semibold sm:w-36 sm:px-4">
              {t('pricing.plans.starter.name')}
            </th>
            <th scope="col" className="w-24 px-2 py-3 text-center font-semibold text-primary sm:w-36 sm:px-4">
              {t('pricing.plans.premium.name')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map(({ key, starter, premium }) => (
            <tr key={key}>
              <th scope="row" className="px-3 py-3 font-normal sm:px-4">
                {t(`pricing.table.rows.${key}`)}
              </th>
              <td className="px-2 py-3 text-center sm:px-4">
                <Cell value={starter} />
              </td>
              <td className="px-2 py-3 text-center sm:px-4">
                <Cell value={premium} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
