import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

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
