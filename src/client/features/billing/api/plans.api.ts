import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBillingPlans, TProductKey, TRedirectAnswer } from '@shared/billing/billing.schema';
import { api } from '../../../lib/api';

/**
 * What the public pricing pages need from billing, kept apart from the signed-in screens' hooks so
 * that the landing page downloads nothing more than these: the plans, and the checkout call.
 */
export const PLANS_KEY = ['billing', 'plans'] as const;

/** The plans, prices and launch offer in force (public: no sign-in needed). */
export const plansQuery = queryOptions({
  queryKey: PLANS_KEY,
  queryFn: ({ signal }) => api<TBillingPlans>('GET', '/api/billing/plans', undefined, { signal }),
  // The launch offer's places go down as people buy: not the five minutes of other lists.
  staleTime: 30_000,
});

export function usePlans() {
  return useQuery(plansQuery);
}

/** Opens a checkout for a plan or a pack; answers where the browser goes to pay. */
export function requestCheckout(product: TProductKey) {
  return api<TRedirectAnswer>('POST', '/api/billing/checkout', { product });
}
