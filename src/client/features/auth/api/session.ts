import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { realtime } from '../../../lib/realtime';

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

/** The better-auth session; `null` when nobody is signed in. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: () => api<TSession | null>('GET', '/api/auth/get-session'),
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** Signs out, forgets every cached answer and both storages, as spec 01 §4.2 asks. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    // The server closes the socket when the session ends; closing it first keeps that close from
    // reading as "your session expired" in the middle of signing out.
    realtime.stop();
    try {
      await api('POST', '/api/auth/sign-out', {});
    } finally {
      localStorage.clear();
      sessionStorage.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
    }
  };
}
