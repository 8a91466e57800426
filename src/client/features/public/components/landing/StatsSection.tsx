import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@shared/auth/countries';
import { SETTINGS_DEFAULTS } from '@shared/common/settings';
import { LANGUAGES } from '@shared/common/languages';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useCountUp } from '../../lib/use-count-up';
import { usePublicConfig } from '../../../../lib/public-config';
import { useMarketingContent } from '../../api/marketing';
import { useLocale } from '../../lib/use-locale';
import { numberFormat } from '../../../../lib/intl';

function StatCounter({ value, suffix = '', label }: { value: number; suffix?: string; label: string }) {
  const locale = useLocale();
  const format = useMemo(() => numberFormat(locale).format, [locale]);
  const text = (n: number) => `${format(n)}${suffix}`;
  const { ref, value: shown } = useCountUp<HTMLSpanElement>(value, text);
  return (
    <div className="rounded-xl border bg-card p-5 text-center">
      <p className="text-3xl font-bold tabular-nums text-primary sm:text-4xl">
        <span ref={ref} aria-hidden="true">
          {text(shown)}
        </span>
        <span className="sr-only">{text(value)}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{label}</p>
    </div>
  );
}

/**
 * The operator's own figures first (MARKETING_CONTENT_FILE; the product ships none), then product
 * facts, each read from the constant the product itself uses.
 */
export function StatsSection() {
  const { t } = useTranslation('public');
  const { data: config, isPending } = usePublicConfig();
  const operatorStats = useMarketingContent().data?.stats ?? [];
  return (
    <section aria-label={t('stats.label')} className="mx-auto max-w-6xl px-4">
      {operatorStats.length > 0 && (
        <div className="mb-3 grid grid-cols-2 gap-3 sm:mb-4 sm:gap-4 lg:grid-cols-4" data-testid="operator-stats">
          {operatorStats.map((stat) => (
            <StatCounter key={stat.label} value={stat.value} suffix={stat.suffix} label={stat.label} />
          ))}
        </div>
      )}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCounter value={LANGUAGES.length} label={t('stats.languages')} />
        <StatCounter value={COUNTRY_CODES.length} label={t('stats.countries')} />
        <StatCounter value={SETTINGS_DEFAULTS.referralCommissionPercent} suffix="%" label={t('stats.referral')} />
        {config && <StatCounter value={config.trialDays} label={t('stats.trialDays')} />}
        {isPending && <Skeleton className="min-h-28 rounded-xl" />}
      </div>
    </section>
  );
}
