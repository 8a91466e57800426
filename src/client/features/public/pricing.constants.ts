/**
 * Plan prices shown on the public side, in integer US cents. The spec gives several readings;
 * these are the documented ones the product charges: Premium Pro at $49.99 a month or $599 a
 * year list, and a launch promotion for early members. The billing module holds the payment
 * provider's price ids; this module only says what a visitor reads.
 */
export const PRICING_CURRENCY = 'USD';

export const PREMIUM_PRO_PRICES = {
  monthlyCents: 4_999,
  yearlyCents: 59_900,
  promoMonthlyCents: 999,
  promoYearlyCents: 9_900,
} as const;

export const STARTER_PRICE_CENTS = 0;

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type TBillingPeriod = (typeof BILLING_PERIODS)[number];
