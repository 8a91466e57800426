import type { TBillingPlans, TSubscriptionProduct } from '@shared/billing/billing.schema';

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type TBillingPeriod = (typeof BILLING_PERIODS)[number];

export const PRODUCT_OF_PERIOD: Record<TBillingPeriod, TSubscriptionProduct> = { monthly: 'premium_monthly', yearly: 'premium_yearly' };

/**
 * What Premium Pro costs for a period now: the launch price while the offer runs (what a checkout
 * charges), with the list price it replaces; else the list price alone.
 */
export function premiumPrice(plans: TBillingPlans, period: TBillingPeriod): { cents: number; listCents: number | null } {
  const list = period === 'monthly' ? plans.premium.monthlyCents : plans.premium.yearlyCents;
  if (!plans.launchOffer.active) return { cents: list, listCents: null };
  const launch = period === 'monthly' ? plans.premium.launchMonthlyCents : plans.premium.launchYearlyCents;
  return launch < list ? { cents: launch, listCents: list } : { cents: list, listCents: null };
}
