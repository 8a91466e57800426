import { Link } from 'react-router';
import { Check, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { formatPrice } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { useTrialDuration } from '../../lib/use-trial-duration';
import { PREMIUM_PRO_PRICES, STARTER_PRICE_CENTS, type TBillingPeriod } from '../../pricing.constants';

const STARTER_FEATURES = ['core', 'pipeline', 'calendar', 'commissions', 'referral', 'team', 'languages'] as const;
const PREMIUM_FEATURES = ['unlimited', 'hotLeads', 'followUps', 'funnel', 'reports', 'teamAnalytics', 'import', 'ai', 'support'] as const;

function FeatureList({ plan, items }: { plan: 'starter' | 'premium'; items: readonly string[] }) {
  const { t } = useTranslation('public');
  return (
    <ul className="mb-8 mt-6 space-y-2.5 text-sm">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-success" />
          <span>{t(`pricing.plans.${plan}.features.${item}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Starter and Premium Pro side by side; Premium Pro shows the chosen billing period. */
export function PlanCards({ period }: { period: TBillingPeriod }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const trial = useTrialDuration();
  const yearly = period === 'yearly';
  const premiumCents = yearly ? PREMIUM_PRO_PRICES.yearlyCents : PREMIUM_PRO_PRICES.monthlyCents;
  const perMonthOfYear = formatPrice(Math.round(PREMIUM_PRO_PRICES.yearlyCents / 12), locale);
  const cardClass = 'flex flex-col rounded-2xl border bg-card p-6 sm:p-8';
  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2" data-testid="plan-cards">
      <article className={cardClass}>
        <h3 className="text-lg font-semibold">{t('pricing.plans.starter.name')}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('pricing.plans.starter.description')}</p>
        <p className="mt-6 flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight">{formatPrice(STARTER_PRICE_CENTS, locale)}</span>
          <span className="text-sm text-muted-foreground">{t('pricing.plans.starter.period')}</span>
        </p>
        <p className="mt-2 min-h-10 text-sm text-muted-foreground">{t('pricing.plans.starter.note')}</p>
        <FeatureList plan="starter" items={STARTER_FEATURES} />
        <Button asChild variant="outline" className="mt-auto">
          <Link to="/register">{t('pricing.plans.starter.cta')}</Link>
        </Button>
      </article>
      <article className={cn(cardClass, 'relative border-primary shadow-lg shadow-primary/10 ring-1 ring-primary')}>
        <Badge className="absolute -top-3 left-6 gap-1">
          <Sparkles className="size-3" /> {t('pricing.plans.premium.badge')}
        </Badge>
        <h3 className="text-lg font-semibold">{t('pricing.plans.premium.name')}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('pricing.plans.premium.description')}</p>
        <p className="mt-6 flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight" data-testid="premium-price">
            {formatPrice(premiumCents, locale)}
          </span>
          <span className="text-sm text-muted-foreground">{t(yearly ? 'pricing.perYear' : 'pricing.perMonth')}</span>
        </p>
        <p className="mt-2 min-h-10 text-sm text-muted-foreground">
          {yearly ? t('pricing.yearlyEquivalent', { price: perMonthOfYear }) : t('pricing.monthlyNote')}
          {trial && <> {t('pricing.trialIncluded', { duration: trial.label })}</>}
        </p>
        <FeatureList plan="premium" items={PREMIUM_FEATURES} />
        <p className="mt-auto rounded-lg bg-accent px-3 py-2 text-xs text-accent-foreground">
          {t('pricing.launchOffer', {
            monthly: formatPrice(PREMIUM_PRO_PRICES.promoMonthlyCents, locale),
            yearly: formatPrice(PREMIUM_PRO_PRICES.promoYearlyCents, locale),
          })}
        </p>
        <Button asChild className="mt-6">
          <Link to="/register">{t('pricing.plans.premium.cta')}</Link>
        </Button>
      </article>
    </div>
  );
}
