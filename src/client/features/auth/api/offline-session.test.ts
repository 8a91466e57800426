import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { makeSession } from '../../../app/test-utils';
import { rememberSession, rememberedSession } from './offline-session';
import { sessionQuery } from './session';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ask = () => new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(sessionQuery);

describe('the session offline', () => {
  it('is the one last seen on this device while the browser is offline', async () => {
    rememberSession(makeSession());
    goOffline(true);
    expect((await ask())?.user).toMatchObject({ id: 'u1', email: 'ana@example.com' });
  });

  it('is not made up: without a kept session, or online with the server unreachable, the check fails', async () => {
    goOffline(true);
    await expect(ask()).rejects.toMatchObject({ status: 0 });
    rememberSession(makeSession());
    goOffline(false);
    await expect(ask()).rejects.toMatchObject({ status: 0 });
  });

  it('is not used once it has expired', () => {
    rememberSession({ ...makeSession(), session: { id: 's1', expiresAt: '2026-01-01T00:00:00.000Z' } });
    expect(rememberedSession(Date.parse('2025-12-31T00:00:00Z'))).not.toBeNull();
    expect(rememberedSession(Date.parse('2026-01-02T00:00:00Z'))).toBeNull();
  });
});
