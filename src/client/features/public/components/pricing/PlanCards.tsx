import type { ReactNode } from 'react';
import { Check, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TBillingPlans } from '@shared/billing/billing.schema';
import { Badge } from '../../../../components/ui/badge';
import { Skeleton } from '../../../../components/ui/skeleton';
import { cn } from '../../../../lib/cn';
import { premiumPrice, type TBillingPeriod } from '../../../billing/lib/plans';
import { formatPrice } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { useTrialDuration } from '../../lib/use-trial-duration';
import { usePublicConfig } from '../../../../lib/public-config';
import { offeredClaims, PLAN_FEATURES } from '../../public.features';


export type TPlanName = 'starter' | 'premium';

/** The plan's lines from the product's feature list, those this server offers. */
function FeatureList({ plan }: { plan: TPlanName }) {
  const { t } = useTranslation('public');
  const { data: config } = usePublicConfig();
  const items = offeredClaims(PLAN_FEATURES[plan], config).map((claim) => claim.key);
  return (
    <ul className="mb-8 mt-6 space-y-2.5 text-sm">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          <span>{t(`pricing.plans.${plan}.features.${item}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The price line: the figure, or a placeholder while the plans load, or a word when they failed. */
function Price({ cents, failed, testId }: { cents: string | undefined; failed: boolean; testId?: string }) {
  const { t } = useTranslation('public');
  if (cents !== undefined) {
    return (
      <span className="text-4xl font-bold tracking-tight" data-testid={testId}>
        {cents}
      </span>
    );
  }
  if (failed) return <span className="text-lg font-semibold text-muted-foreground">{t('pricing.priceUnavailable')}</span>;
  return (
    <>
      <Skeleton className="h-10 w-28" />
      <span className="sr-only">{t('pricing.loadingPrices')}</span>
    </>
  );
}

interface TPlanCardsProps {
  period: TBillingPeriod;
  /** The plans from the server; undefined while they load. */
  plans: TBillingPlans | undefined;
  /** Whether loading them failed (the prices then say so instead of waiting). */
  failed?: boolean;
  /** Each card's call to action: signing up, a checkout, or the plan already held. */
  actions: Record<TPlanName, ReactNode>;
  /** The signed-in user's plan, marked on its card. */
  current?: TPlanName;
  /** Whether to mention the free trial (not to someone who had it). */
  offerTrial?: boolean;
}

/** Starter and Premium Pro side by side; Premium Pro shows the chosen billing period at the server's prices. */
export function PlanCards({ period, plans, failed = false, actions, current, offerTrial = true }: TPlanCardsProps) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const trial = useTrialDuration();
  const yearly = period === 'yearly';
  const money = (cents: number) => (plans ? formatPrice(cents, locale, plans.currency) : undefined);
  const price = plans ? premiumPrice(plans, period) : null;
  const cardClass = 'relative flex flex-col rounded-2xl border bg-card p-6 sm:p-8';
  const currentBadge = (plan: TPlanName) =>
    current === plan && (
      <Badge variant="outline" className="absolute -top-3 right-6 border-success bg-card text-success" data-testid={`plan-current-${plan}`}>
        {t('pricing.currentPlan')}
      </Badge>
    );
  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2" data-testid="plan-cards">
      <article className={cn(cardClass, current === 'starter' && 'border-success')} aria-labelledby="plan-starter-name">
        {currentBadge('starter')}
        <h3 id="plan-starter-name" className="text-lg font-semibold">
          {t('pricing.plans.starter.name')}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('pricing.plans.starter.description')}</p>
        <div className="mt-6 flex items-baseline gap-1">
          <Price cents={money(0)} failed={failed} />
          <span className="text-sm text-muted-foreground">{t('pricing.plans.starter.period')}</span>
        </div>
        <p className="mt-2 min-h-10 text-sm text-muted-foreground">{t('pricing.plans.starter.note')}</p>
        <FeatureList plan="starter" />
        <div className="mt-auto grid gap-2">{actions.starter}</div>
      </article>
      <article className={cn(cardClass, 'border-primary shadow-lg shadow-primary/10 ring-1 ring-primary')} aria-labelledby="plan-premium-name">
        <Badge className="absolute -top-3 left-6 gap-1">
          <Sparkles className="size-3" aria-hidden="true" /> {t('pricing.plans.premium.badge')}
        </Badge>
        {currentBadge('premium')}
        <h3 id="plan-premium-name" className="text-lg font-semibold">
          {t('pricing.plans.premium.name')}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('pricing.plans.premium.description')}</p>
        <div className="mt-6 flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <Price cents={price ? money(price.cents) : undefined} failed={failed} testId="premium-price" />
          <span className="text-sm text-muted-foreground">{t(yearly ? 'pricing.perYear' : 'pricing.perMonth')}</span>
          {price?.listCents != null && (
            <span className="text-sm text-muted-foreground" data-testid="premium-list-price">
              <s aria-hidden="true">{money(price.listCents)}</s>
              <span className="sr-only">{t('pricing.regularPrice', { price: money(price.listCents) })}</span>
            </span>
          )}
        </div>
        <p className="mt-2 min-h-10 text-sm text-muted-foreground">
          {yearly ? (price ? t('pricing.yearlyEquivalent', { price: money(Math.round(price.cents / 12)) }) : null) : t('pricing.monthlyNote')}
          {trial && offerTrial && <> {t('pricing.trialIncluded', { duration: trial.label })}</>}
        </p>
        <FeatureList plan="premium" />
        <div className="mt-auto grid gap-2">{actions.premium}</div>
      </article>
    </div>
  );
}
