import { useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '@shared/common/settings';
import { api } from './api';

/** Effective product settings the browser needs (trial length, which OAuth providers are on). */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: () => api<TPublicConfig>('GET', '/api/public/config'),
    staleTime: Infinity,
  });
}
