import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type THealth = { status: string; database: 'pglite' | 'postgres' };

export const HEALTH_QUERY_KEY = ['public', 'health'] as const;

/** GET /api/health, always fresh: the status page is about now, not five minutes ago. */
export function useHealth() {
  return useQuery({
    queryKey: HEALTH_QUERY_KEY,
    queryFn: ({ signal }) => api<THealth>('GET', '/api/health', undefined, { signal }),
    staleTime: 0,
    retry: false,
  });
}
