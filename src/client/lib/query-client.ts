import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isMaintenanceError } from './api';

/**
 * Queries that are never fresh (spec 01 §7.5: "activities never stale"): refetched whenever a
 * screen shows them, and marked stale by every successful change, whichever feature made it
 * (a prospect renamed or deleted changes its activities too).
 */
export const ALWAYS_FRESH_QUERY_KEYS: readonly (readonly unknown[])[] = [['activities']];

/** Server-data caching defaults of the spec: stale 5 min, cached 30 min, 2 retries, no refetch on focus. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // Not awaited: the change itself is done; the lists refetch behind it.
      onSuccess: () => {
        for (const queryKey of ALWAYS_FRESH_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          // Maintenance lasts minutes: the maintenance page re-checks on its own, and when it ends.
          if (isMaintenanceError(error)) return false;
          return failureCount < 2;
        },
      },
    },
  });
  for (const queryKey of ALWAYS_FRESH_QUERY_KEYS) queryClient.setQueryDefaults(queryKey, { staleTime: 0 });
  return queryClient;
}
