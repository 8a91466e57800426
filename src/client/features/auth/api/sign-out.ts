import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { realtime } from '../../../lib/realtime';
import { SESSION_QUERY_KEY } from './session';

// Apart from session.ts, which every page loads: signing out needs the realtime client, which
// only the signed-in screens load.
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
