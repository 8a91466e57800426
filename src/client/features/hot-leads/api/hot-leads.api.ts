import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THotLeadListQuery, THotLeadPage, THotLeadRefreshResult } from '@shared/hot-leads/hot-leads.schema';
import { api } from '../../../lib/api';

export const HOT_LEADS_KEY = ['hot-leads'] as const;

export type THotLeadListParams = Pick<THotLeadListQuery, 'q' | 'minScore'> & { page: number; pageSize: number };

/** One page of the scored prospects, highest first; `enabled` is false without premium access. */
export function useHotLeads(params: THotLeadListParams, enabled = true) {
  return useQuery({
    queryKey: [...HOT_LEADS_KEY, 'list', params],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
      if (params.q) search.set('q', params.q);
      if (params.minScore) search.set('minScore', String(params.minScore));
      return api<THotLeadPage>('GET', `/api/hot-leads?${search}`, undefined, { signal });
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Recomputes every score of the seller, then reloads the list. */
export function useRefreshHotLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<THotLeadRefreshResult>('POST', '/api/hot-leads/refresh'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOT_LEADS_KEY }),
  });
}
