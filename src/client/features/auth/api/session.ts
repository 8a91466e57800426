import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';
import { isOffline } from '../../../lib/network-status';

export interface TSessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role?: string | null;
  banned?: boolean | null;
  twoFactorEnabled?: boolean | null;
}

export interface TSession {
  user: TSessionUser;
  session: { id: string; expiresAt: string };
}

export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * The better-auth session; `null` when nobody is signed in. Offline, the one last seen on this
 * device (app/pwa/offline-data.ts keeps it), so that the lists kept for offline reading can show;
 * back online, the session is asked again (TanStack Query refetches on reconnect).
 */
export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async () => {
    try {
      return await api<TSession | null>('GET', '/api/auth/get-session');
    } catch (error) {
      const kept = error instanceof ApiError && error.status === 0 && isOffline() ? (await import('./offline-session')).rememberedSession() : null;
      if (kept) return kept;
      throw error;
    }
  },
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}
