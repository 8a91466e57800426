import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { usePlans } from '../../../billing/api/plans.api';
import type { TBillingPeriod } from '../../../billing/lib/plans';
import { BillingToggle } from './BillingToggle';
import { LaunchOfferBanner } from './LaunchOfferBanner';
import { PlanCards, type TPlanName } from './PlanCards';
import { PremiumCta } from './PremiumCta';

interface TPricingPlansProps {
  /** The launch offer's heading level, under the section that holds the plans. */
  headingLevel?: 2 | 3;
  /** Each card's call to action for the chosen period; by default signing up and the public Premium button. */
  actions?: (period: TBillingPeriod) => Record<TPlanName, ReactNode>;
  /** The signed-in user's plan, marked on its card. */
  current?: TPlanName;
  /** Whether to mention the free trial. */
  offerTrial?: boolean;
}

/** The plans at the server's prices: launch offer, period toggle, both cards. */
export function PricingPlans({ headingLevel = 2, actions, current, offerTrial }: TPricingPlansProps) {
  const { t } = useTranslation('public');
  const [period, setPeriod] = useState<TBillingPeriod>('monthly');
  const plans = usePlans();
  return (
    <>
      {plans.data && <LaunchOfferBanner plans={plans.data} headingLevel={headingLevel} />}
      <div className="mb-10 flex justify-center">
        <BillingToggle value={period} onChange={setPeriod} />
      </div>
      <PlanCards
        period={period}
        plans={plans.data}
        failed={plans.isError}
        current={current}
        offerTrial={offerTrial}
        actions={
          actions?.(period) ?? {
            starter: (
              <Button asChild variant="outline">
                <Link to="/register">{t('pricing.plans.starter.cta')}</Link>
              </Button>
            ),
            premium: <PremiumCta period={period} />,
          }
        }
      />
    </>
  );
}
