import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../features/auth/api/session';
import { plansQuery } from '../features/billing/api/plans.api';
import { marketingQuery } from '../features/public/api/marketing';
import { systemAlertsQuery } from '../features/system-alerts/api/alerts.query';
import { initialLanguage } from '../lib/i18n';
import { publicConfigQuery } from '../lib/public-config';
import { isPublicPath } from './public-paths';

/**
 * What a public page shows from the server, by its path's first segment: the trial length and the
 * sign-in providers (public config), the operator's figures and testimonials, the plans.
 */
const PUBLIC_PAGE_DATA: Record<string, ('config' | 'marketing' | 'plans')[]> = {
  '': ['config', 'marketing', 'plans'],
  pricing: ['config', 'plans'],
  features: ['config'],
  integrations: ['config'],
  help: ['config'],
  login: ['config'],
  register: ['config'],
};

function prefetchPublicPage(queryClient: QueryClient, pathname: string): Promise<unknown> {
  const needs = PUBLIC_PAGE_DATA[pathname.split('/')[1] ?? ''] ?? [];
  const queries = {
    config: () => queryClient.prefetchQuery(publicConfigQuery),
    marketing: () => queryClient.prefetchQuery(marketingQuery(initialLanguage())),
    plans: () => queryClient.prefetchQuery(plansQuery),
  };
  return Promise.all(needs.map((need) => queries[need]()));
}

/**
 * What the first page asks for beside its code, so that it renders once, complete, instead of
 * rendering again (and moving) as each answer arrives after it. Every page asks who is signed in.
 * A public page asks for what it shows from the server (above). On a signed-in page the system
 * alerts follow as soon as the session is known, while the shell's code downloads: their banners
 * are then there when the shell first lays out, instead of arriving after it and pushing the page
 * down (a layout shift of most of the screen on a phone). Nobody signed in, or a public page: no
 * alerts are asked for (the call would be refused).
 */
export function prefetchFirstPage(queryClient: QueryClient, pathname: string): Promise<void> {
  const session = queryClient.fetchQuery(sessionQuery);
  if (isPublicPath(pathname)) return Promise.all([session.catch(() => undefined), prefetchPublicPage(queryClient, pathname)]).then(() => undefined);
  return session.then(
    (signedIn) => (signedIn?.user.emailVerified ? queryClient.prefetchQuery(systemAlertsQuery) : undefined),
    () => undefined,
  );
}
