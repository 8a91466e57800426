import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { rememberedSession } from '../../features/auth/api/offline-session';
import { SESSION_QUERY_KEY } from '../../features/auth/api/session';
import { makeSession } from '../test-utils';
import { followSignedInUser, watchSignedInUser } from './offline-data';
import { OFFLINE_CACHE_NAME } from './offline-cache.rules';

let deleted: string[];

beforeEach(() => {
  localStorage.clear();
  deleted = [];
  vi.stubGlobal('caches', { delete: vi.fn(async (name: string) => deleted.push(name) > 0) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('followSignedInUser', () => {
  it('keeps the signed-in session for offline, without its token', async () => {
    const session = makeSession();
    await followSignedInUser({ ...session, session: { ...session.session, token: 'secret-token' } as typeof session.session });
    expect(rememberedSession()?.user).toMatchObject({ id: 'u1', name: 'Ana Lopez', emailVerified: true });
    expect(JSON.stringify(localStorage)).not.toContain('secret-token');
  });

  it('keeps the lists of the same person, and drops them when another person signs in', async () => {
    await followSignedInUser(makeSession({ id: 'u1' }));
    deleted = [];
    await followSignedInUser(makeSession({ id: 'u1' }));
    expect(deleted).toEqual([]);
    await followSignedInUser(makeSession({ id: 'u2', email: 'bo@example.com' }));
    expect(deleted).toEqual([OFFLINE_CACHE_NAME]);
    expect(rememberedSession()?.user.id).toBe('u2');
  });

  it('drops the lists and the session when nobody is signed in', async () => {
    await followSignedInUser(makeSession());
    deleted = [];
    await followSignedInUser(null);
    expect(deleted).toEqual([OFFLINE_CACHE_NAME]);
    expect(rememberedSession()).toBeNull();
  });
});

describe('watchSignedInUser', () => {
  it('follows the cached session: sign-out clears the kept lists', async () => {
    const queryClient = new QueryClient();
    const stop = watchSignedInUser(queryClient);
    queryClient.setQueryData(SESSION_QUERY_KEY, makeSession());
    await vi.waitFor(() => expect(rememberedSession()?.user.id).toBe('u1'));
    deleted = [];
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    await vi.waitFor(() => expect(deleted).toEqual([OFFLINE_CACHE_NAME]));
    expect(rememberedSession()).toBeNull();
    stop();
  });
});
