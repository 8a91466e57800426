import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TCheckoutStatus, TPurchaseList, TRedirectAnswer, TSubscriptionState, TTestCheckout, TTestPortalAction } from '@shared/billing/billing.schema';
import { api } from '../../../lib/api';
import { PROFILE_QUERY_KEY } from '../../profile/api/profile';
import { PLANS_KEY, requestCheckout } from './plans.api';

export const BILLING_KEY = ['billing'] as const;
export const SUBSCRIPTION_KEY = [...BILLING_KEY, 'subscription'] as const;
export const PURCHASES_KEY = [...BILLING_KEY, 'purchases'] as const;

export function useSubscription() {
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: ({ signal }) => api<TSubscriptionState>('GET', '/api/billing/subscription', undefined, { signal }),
    staleTime: 0,
  });
}

export function usePurchases(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...PURCHASES_KEY, { page, pageSize }],
    queryFn: ({ signal }) => api<TPurchaseList>('GET', `/api/billing/purchases?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) })}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** After a payment or a plan change: the plan (profile), the membership screen and its history. */
export function refreshMembership(queryClient: QueryClient) {
  return Promise.all(
    [PROFILE_QUERY_KEY, SUBSCRIPTION_KEY, PURCHASES_KEY, PLANS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<TSubscriptionState>('POST', '/api/billing/trial'),
    onSuccess: (state) => {
      queryClient.setQueryData(SUBSCRIPTION_KEY, state);
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}

/** Opens a checkout for a plan or a pack; answers where the browser goes to pay. */
export function useCheckout() {
  return useMutation({ mutationFn: requestCheckout });
}

/** The customer portal (Stripe's, or the offline test portal). */
export function usePortal() {
  return useMutation({ mutationFn: () => api<TRedirectAnswer>('POST', '/api/billing/portal') });
}

/** A checkout's outcome, polled every `intervalMs` while it is pending and `poll` holds. */
export function useCheckoutStatus(sessionId: string | null, poll: boolean, intervalMs = 2_000) {
  return useQuery({
    queryKey: [...BILLING_KEY, 'checkout', sessionId],
    queryFn: ({ signal }) => api<TCheckoutStatus>('GET', `/api/billing/checkout/${encodeURIComponent(sessionId!)}`, undefined, { signal }),
    enabled: !!sessionId,
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => (poll && query.state.data?.status === 'pending' ? intervalMs : false),
  });
}

const testCheckoutPath = (sessionId: string) => `/api/billing/test-checkout/${encodeURIComponent(sessionId)}`;

/** The offline provider's checkout session. */
export function useTestCheckout(sessionId: string) {
  return useQuery({
    queryKey: [...BILLING_KEY, 'test-checkout', sessionId],
    queryFn: ({ signal }) => api<TTestCheckout>('GET', testCheckoutPath(sessionId), undefined, { signal }),
    staleTime: 0,
    retry: false,
  });
}

/** Pays or cancels the offline checkout; answers the success or cancel page to go to. */
export function useTestCheckoutAction(sessionId: string) {
  return useMutation({
    mutationFn: (action: 'pay' | 'cancel') => api<TRedirectAnswer>('POST', `${testCheckoutPath(sessionId)}/${action}`),
  });
}

/** One action of the offline customer portal; answers the membership as it now stands. */
export function useTestPortalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TTestPortalAction) => api<TSubscriptionState>('POST', '/api/billing/test-portal', request),
    onSuccess: (state) => {
      queryClient.setQueryData(SUBSCRIPTION_KEY, state);
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PURCHASES_KEY });
    },
  });
}
