import type { QueryClient } from '@tanstack/react-query';
import { forgetSession, rememberSession, rememberedSession } from '../../features/auth/api/offline-session';
import { SESSION_QUERY_KEY, type TSession } from '../../features/auth/api/session';
import { OFFLINE_CACHE_NAME } from './offline-cache.rules';

/** Deletes the lists the service worker kept for offline reading. */
export async function clearOfflineLists(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(OFFLINE_CACHE_NAME);
}

/**
 * Keeps what is stored for offline reading one person's: when nobody is signed in any more (sign-out,
 * an ended session) the kept lists and session go; when someone else signs in, the previous
 * person's lists go before theirs are kept. Answers when that is done.
 */
export async function followSignedInUser(session: TSession | null): Promise<void> {
  if (!session) {
    forgetSession();
    await clearOfflineLists();
    return;
  }
  const previous = rememberedSession(0);
  if (previous?.user.id !== session.user.id) await clearOfflineLists();
  rememberSession(session);
}

/** Follows every change of the cached session, wherever it comes from (its query, sign-in, sign-out). */
export function watchSignedInUser(queryClient: QueryClient): () => void {
  let last = queryClient.getQueryData<TSession | null>(SESSION_QUERY_KEY);
  // This module loads after the page: the session may have been answered before it could listen.
  if (last !== undefined) void followSignedInUser(last);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== SESSION_QUERY_KEY[0]) return;
    const session = event.query.state.data as TSession | null | undefined;
    if (session === undefined || session === last) return;
    last = session;
    void followSignedInUser(session);
  });
}
