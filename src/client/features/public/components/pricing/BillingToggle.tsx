import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';
import { BILLING_PERIODS, type TBillingPeriod } from '../../../billing/lib/plans';

export function BillingToggle({ value, onChange }: { value: TBillingPeriod; onChange: (period: TBillingPeriod) => void }) {
  const { t } = useTranslation('public');
  return (
    <div role="radiogroup" aria-label={t('pricing.periodLabel')} className="inline-flex rounded-full border bg-card p-1">
      {BILLING_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          role="radio"
          aria-checked={value === period}
          data-testid={`billing-${period}`}
          onClick={() => onChange(period)}
          className={cn(
            'cursor-pointer rounded-full px-4 py-1.5 text-sm font-medium transition-colors',
            value === period ? 'bg-primary text-primary-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {t(`pricing.period.${period}`)}
        </button>
      ))}
    </div>
  );
}
