import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { SYSTEM_ALERTS_KEY } from '../features/system-alerts/api/alerts.query';
import { makeSession, stubFetch } from './test-utils';
import { prefetchFirstPage } from './prefetch';

const ALERT = { id: 'a1', type: 'info', message: 'Scheduled maintenance on Sunday', createdAt: '2026-11-28T00:00:00.000Z' };

function start(pathname: string, session: unknown) {
  const fetchMock = stubFetch({ 'GET /api/auth/get-session': { body: session }, 'GET /api/alerts': { body: [ALERT] } });
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
    for (const [pathname, session] of [['/', makeSession()], ['/login', makeSession()], ['/dashboard', null]] as const) {
      const { queryClient, fetchMock, done } = start(pathname, session);
      await done;
      expect(calledPaths(fetchMock), pathname).toEqual(['/api/auth/get-session']);
      expect(queryClient.getQueryData(SYSTEM_ALERTS_KEY)).toBeUndefined();
      vi.unstubAllGlobals();
    }
  });
});
