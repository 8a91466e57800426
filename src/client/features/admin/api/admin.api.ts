import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPurchaseStatus } from '@shared/billing/billing.schema';
import type { TPage } from '@shared/common/pagination';
import type { TMembershipTier } from '@shared/membership/membership.rules';
import type { TAdminBan, TAdminPurchase, TAdminStats, TAdminUser, TAdminUserDetail, TAdminUserUpdate, TUserRole } from '@shared/admin/admin.schema';
import { api } from '../../../lib/api';

export const ADMIN_KEY = ['admin'] as const;
const STATS_KEY = [...ADMIN_KEY, 'stats'] as const;
const USERS_KEY = [...ADMIN_KEY, 'users'] as const;
const USER_KEY = [...ADMIN_KEY, 'user'] as const;
const PURCHASES_KEY = [...ADMIN_KEY, 'purchases'] as const;

export interface TAdminUserParams {
  q: string;
  tier: TMembershipTier | '';
  role: TUserRole | '';
  banned: 'true' | 'false' | '';
  page: number;
}

export interface TAdminPurchaseParams {
  q: string;
  status: TPurchaseStatus | '';
  product: string;
  page: number;
}

/** The query string of a list: empty filters are left out. */
function searchOf(params: object, pageSize: number): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== '' && value !== undefined) search.set(key, String(value));
  search.set('pageSize', String(pageSize));
  return search;
}

export function useAdminStats() {
  return useQuery({ queryKey: STATS_KEY, queryFn: ({ signal }) => api<TAdminStats>('GET', '/api/admin/stats', undefined, { signal }) });
}

export function useAdminUsers(params: TAdminUserParams, pageSize: number) {
  return useQuery({
    queryKey: [...USERS_KEY, params, pageSize],
    queryFn: ({ signal }) => api<TPage<TAdminUser>>('GET', `/api/admin/users?${searchOf(params, pageSize)}`, undefined, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One account with its record counts and last purchases; idle without an id. */
export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: [...USER_KEY, id],
    queryFn: ({ signal }) => api<TAdminUserDetail>('GET', `/api/admin/users/${encodeURIComponent(id ?? '')}`, undefined, { signal }),
    enabled: !!id,
  });
}

export function useAdminPurchases(params: TAdminPurchaseParams, pageSize: number) {
  return useQuery({
    queryKey: [...PURCHASES_KEY, params, pageSize],
    queryFn: ({ signal }) => api<TPage<TAdminPurchase>>('GET', `/api/admin/purchases?${searchOf(params, pageSize)}`, undefined, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The actions on one account. Each answers the account as it now stands (delete answers nothing);
 * the lists, the detail and the figures are reloaded after any of them.
 */
export function useAdminUserActions(id: string) {
  const queryClient = useQueryClient();
  const path = `/api/admin/users/${encodeURIComponent(id)}`;
  const onSuccess = () =>
    Promise.all([USERS_KEY, USER_KEY, STATS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return {
    update: useMutation({ mutationFn: (body: TAdminUserUpdate) => api<TAdminUserDetail>('PATCH', path, body), onSuccess }),
    ban: useMutation({ mutationFn: (body: TAdminBan) => api<TAdminUserDetail>('POST', `${path}/ban`, body), onSuccess }),
    unban: useMutation({ mutationFn: () => api<TAdminUserDetail>('POST', `${path}/unban`), onSuccess }),
    removeTwoFactor: useMutation({ mutationFn: () => api<TAdminUserDetail>('DELETE', `${path}/two-factor`), onSuccess }),
    // The deleted account's own detail is not asked for again: it would only answer 404.
    remove: useMutation({
      mutationFn: () => api<void>('DELETE', path),
      onSuccess: () => Promise.all([USERS_KEY, STATS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    }),
  };
}
