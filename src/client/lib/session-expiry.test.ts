import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { isSessionLost, onSessionLost } from './session-expiry';

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
}

afterEach(() => vi.unstubAllGlobals());

describe('isSessionLost', () => {
  it('is a 401 without a finer reason, or better-auth\'s unauthorized', () => {
    expect(isSessionLost(401, undefined)).toBe(true);
    expect(isSessionLost(401, 'unauthorized')).toBe(true);
    expect(isSessionLost(401, 'invalid_credentials')).toBe(false);
    expect(isSessionLost(401, 'invalid_code')).toBe(false);
    expect(isSessionLost(403, undefined)).toBe(false);
  });
});

describe('api', () => {
  it('reports a call refused for want of a session', async () => {
    const listener = vi.fn();
    const stop = onSessionLost(listener);
    answer(401, { error: { code: 'unauthenticated', message: 'Please sign in to continue' } });
    await expect(api('GET', '/api/prospects')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);

    answer(401, { error: { code: 'unauthenticated', message: 'Wrong', reason: 'invalid_credentials' } });
    await expect(api('POST', '/api/auth/sign-in/email', {})).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('sends the interface language, which emails sent by the call are written in', async () => {
    answer(200, {});
    await api('GET', '/api/me');
    const init = vi.mocked(fetch).mock.calls[0][1] as RequestInit;
    expect((init.headers as Record<string, string>)['accept-language']).toBe('en');
  });
});
