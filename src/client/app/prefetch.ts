import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../features/auth/api/session';
import { systemAlertsQuery } from '../features/system-alerts/api/alerts.query';
import { isPublicPath } from './AppRoutes';

/**
 * What the first page asks for beside its code. Every page asks who is signed in. On a signed-in
 * page the system alerts follow as soon as the session is known, while the shell's code
 * downloads: their banners are then there when the shell first lays out, instead of arriving after
 * it and pushing the page down (a layout shift of most of the screen on a phone). Nobody signed
 * in, or a public page: no alerts are asked for (the call would be refused).
 */
export function prefetchFirstPage(queryClient: QueryClient, pathname: string): Promise<void> {
  const session = queryClient.fetchQuery(sessionQuery);
  if (isPublicPath(pathname)) return session.then(() => undefined, () => undefined);
  return session.then(
    (signedIn) => (signedIn?.user.emailVerified ? queryClient.prefetchQuery(systemAlertsQuery) : undefined),
    () => undefined,
  );
}
