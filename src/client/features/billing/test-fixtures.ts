import type { TBillingPlans, TSubscriptionState } from '@shared/billing/billing.schema';

/** The plans as the server answers them by default: launch offer running, three packs. */
export function makePlans(overrides: Partial<TBillingPlans> = {}): TBillingPlans {
  return {
    currency: 'usd',
    trialDays: 7,
    premium: { monthlyCents: 4_999, yearlyCents: 59_900, launchMonthlyCents: 999, launchYearlyCents: 9_900 },
    launchOffer: { active: true, slotsTotal: 100, slotsLeft: 37, endsAt: null, endedReason: null },
    messagePacks: [
      { product: 'messages_100', messages: 100, priceCents: 1_000, popular: false },
      { product: 'messages_500', messages: 500, priceCents: 4_000, popular: true },
      { product: 'messages_1000', messages: 1_000, priceCents: 7_500, popular: false },
    ],
    provider: 'offline',
    ...overrides,
  };
}

export function makeSubscriptionState(overrides: Partial<TSubscriptionState> = {}): TSubscriptionState {
  return {
    membershipTier: 'free',
    status: 'free',
    trialEndsAt: null,
    membershipExpiry: null,
    canStartTrial: true,
    subscription: null,
    canManage: false,
    additionalMessages: 0,
    ...overrides,
  };
}
