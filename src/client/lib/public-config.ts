import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '@shared/common/settings';
import { api } from './api';

/** Effective product settings the browser needs (trial length, which OAuth providers are on). */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => api<TPublicConfig>('GET', '/api/public/config'),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
