import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { SYSTEM_ALERTS_KEY } from '../features/system-alerts/api/alerts.query';
import { PLANS_KEY } from '../features/billing/api/plans.api';
import { publicConfigQuery } from '../lib/public-config';
import { makeSession, stubFetch } from './test-utils';
import { prefetchFirstPage } from './prefetch';

const ALERT = { id: 'a1', type: 'info', message: 'Scheduled maintenance on Sunday', createdAt: '2026-11-28T00:00:00.000Z' };
const CONFIG = { trialDays: 7, oauthProviders: [] };
const MARKETING = { stats: [], testimonials: [] };
const PLANS = { plans: [] };

function start(pathname: string, session: unknown) {
  const fetchMock = stubFetch({
    'GET /api/auth/get-session': { body: session },
    'GET /api/alerts': { body: [ALERT] },
    'GET /api/public/config': { body: CONFIG },
    'GET /api/public/marketing': { body: MARKETING },
    'GET /api/billing/plans': { body: PLANS },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { queryClient, fetchMock, done: prefetchFirstPage(queryClient, pathname) };
}

const calledPaths = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

afterEach(() => vi.unstubAllGlobals());

describe('what the first page asks for beside its code', () => {
  it('on a signed-in page: the session, then the system alerts, in the cache before the shell reads them', async () => {
    const { queryClient, fetchMock, done } = start('/dashboard', makeSession());
    await done;
    expect(calledPaths(fetchMock)).toEqual(['/api/auth/get-session', '/api/alerts']);
    expect(queryClient.getQueryData(SYSTEM_ALERTS_KEY)).toEqual([ALERT]);
  });

  it('asks for no alerts on a public page, nor when nobody is signed in (the call would be refused)', async () => {
    for (const [pathname, session] of [['/', makeSession()], ['/login', makeSession()], ['/terms', makeSession()], ['/dashboard', null]] as const) {
      const { queryClient, fetchMock, done } = start(pathname, session);
      await done;
      expect(calledPaths(fetchMock), pathname).not.toContain('/api/alerts');
      expect(queryClient.getQueryData(SYSTEM_ALERTS_KEY)).toBeUndefined();
      vi.unstubAllGlobals();
    }
  });

  it('on a public page: what the page shows from the server, in the cache before the page first renders', async () => {
    const landing = start('/', null);
    await landing.done;
    expect(calledPaths(landing.fetchMock).sort()).toEqual(['/api/auth/get-session', '/api/billing/plans', '/api/public/config', '/api/public/marketing']);
    expect(landing.queryClient.getQueryData(publicConfigQuery.queryKey)).toEqual(CONFIG);
    expect(landing.queryClient.getQueryData(['public', 'marketing', 'en'])).toEqual(MARKETING);
    expect(landing.queryClient.getQueryData(PLANS_KEY)).toEqual(PLANS);
    vi.unstubAllGlobals();

    const signIn = start('/login', null);
    await signIn.done;
    expect(calledPaths(signIn.fetchMock).sort()).toEqual(['/api/auth/get-session', '/api/public/config']);
    vi.unstubAllGlobals();

    const legal = start('/terms', null);
    await legal.done;
    expect(calledPaths(legal.fetchMock)).toEqual(['/api/auth/get-session']);
  });
});
