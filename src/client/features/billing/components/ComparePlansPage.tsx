import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSubscriptionState } from '@shared/billing/billing.schema';
import { Button } from '../../../components/ui/button';
import { ListError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { ComparisonTable } from '../../public/components/pricing/ComparisonTable';
import type { TPlanName } from '../../public/components/pricing/PlanCards';
import { PricingFaq } from '../../public/components/pricing/PricingFaq';
import { PricingPlans } from '../../public/components/pricing/PricingPlans';
import { useSubscription } from '../api/billing.api';
import { PRODUCT_OF_PERIOD, type TBillingPeriod } from '../lib/plans';
import { CheckoutButton, ManageSubscriptionButton, StartTrialButton } from './BillingActions';

/** The plan a membership is on, for the cards: a trial is Premium Pro for its length. */
function currentPlan(state: TSubscriptionState | undefined): TPlanName | undefined {
  if (!state) return undefined;
  return state.status === 'paid' || state.status === 'trial' ? 'premium' : 'starter';
}

/**
 * `/compare-plans`: the public plans, toggle, table and questions, for a signed-in user: their
 * current plan is marked, and Premium Pro offers the checkout of the chosen period or the trial.
 */
export function ComparePlansPage() {
  // The plans' own strings are the public pages': loaded with this page's.
  const { t } = useTranslation(['billing', 'public']);
  const subscription = useSubscription();
  const state = subscription.data;
  const current = currentPlan(state);

  const premiumAction = (period: TBillingPeriod) =>
    state?.status === 'paid' ? (
      state.canManage ? (
        <ManageSubscriptionButton variant="default" />
      ) : (
        <Button asChild variant="outline">
          <Link to="/membership">{t('links.membership')}</Link>
        </Button>
      )
    ) : (
      <>
        <CheckoutButton product={PRODUCT_OF_PERIOD[period]} testId="compare-upgrade">
          {t(period === 'yearly' ? 'actions.upgradeYearly' : 'actions.upgradeMonthly')}
        </CheckoutButton>
        {state?.canStartTrial && <StartTrialButton />}
      </>
    );
  const starterAction =
    current === 'starter' ? (
      <Button variant="outline" disabled>
        {t('compare.onStarter')}
      </Button>
    ) : (
      <p className="text-center text-sm text-muted-foreground">{t('compare.starterAfter')}</p>
    );

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6" data-testid="compare-plans-page">
      <PageHeader title={t('compare.title')} subtitle={t('compare.subtitle')} />
      {subscription.isError && <ListError message={t('membershipLoadError')} retryLabel={t('actions.retry')} onRetry={() => void subscription.refetch()} />}
      <section aria-labelledby="compare-plans-heading">
        <h2 id="compare-plans-heading" className="sr-only">
          {t('compare.plansHeading')}
        </h2>
        <PricingPlans
          headingLevel={3}
          current={current}
          offerTrial={!!state?.canStartTrial}
          actions={(period) => ({ starter: starterAction, premium: premiumAction(period) })}
        />
      </section>
      <section className="mt-6 grid gap-4">
        <h2 className="text-xl font-semibold tracking-tight">{t('public:info.pricing.compareTitle')}</h2>
        <ComparisonTable />
      </section>
      <section className="mt-6 grid gap-4">
        <h2 className="text-xl font-semibold tracking-tight">{t('public:info.pricing.faqTitle')}</h2>
        <PricingFaq />
      </section>
    </div>
  );
}
