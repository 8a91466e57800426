import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type THealth = { status: string; database: 'pglite' | 'postgres'; databaseLatencyMs?: number };

/** How often an open status page asks again, so an outage or a recovery shows without a click. */
export const HEALTH_REFRESH_MS = 30_000;

export const HEALTH_QUERY_KEY = ['public', 'health'] as const;

/** GET /api/health, always fresh and asked again every 30 s: the status page is about now, not five minutes ago. */
export function useHealth() {
  return useQuery({
    queryKey: HEALTH_QUERY_KEY,
    queryFn: ({ signal }) => api<THealth>('GET', '/api/health', undefined, { signal }),
    staleTime: 0,
    retry: false,
    refetchInterval: HEALTH_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
