import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_ENDED_CLOSE_CODE } from '../../src/server/plugins/realtime.js';
import { createSecondInstance, createTestApp, call, TEST_ORIGIN, type TTestApp } from '../../src/server/test/test-app.js';
import { createUser, latestMail, signIn } from '../../src/server/test/accounts.js';

/**
 * The realtime socket carries a user's notifications: another site's page must not open it with
 * the victim's cookie, and it must close the moment its session ends, however it ends.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => t.close());

function open(app: TTestApp['app'], cookie: string, origin?: string): Promise<{ socket: WebSocket; closed: Promise<number> }> {
  const { port } = app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { cookie, ...(origin && { origin }) } });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
    socket.on('message', (raw) => {
      if (JSON.parse(String(raw)).type === 'ready') resolve({ socket, closed });
    });
  });
}

describe('realtime socket', () => {
  it('refuses a handshake from another origin and accepts the app’s own', async () => {
    const u = await createUser(t.app);
    await expect(open(t.app, u.cookie, 'http://localhost:4000')).rejects.toThrow('HTTP 403');
    await expect(open(t.app, u.cookie, 'http://evil.example')).rejects.toThrow('HTTP 403');
    const own = await open(t.app, u.cookie, TEST_ORIGIN);
    own.socket.close();
  });

  it('closes when the session signs out, and only that session’s socket', async () => {
    const u = await createUser(t.app);
    const other = await signIn(t.app, u.email);
    const first = await open(t.app, u.cookie, TEST_ORIGIN);
    const second = await open(t.app, other.cookie, TEST_ORIGIN);
    expect((await call(t.app, 'POST', '/api/auth/sign-out', { cookie: u.cookie, body: {} })).statusCode).toBe(200);
    expect(await first.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(second.socket.readyState).toBe(WebSocket.OPEN);
    second.socket.close();
  });

  it('closes every socket of a user who is banned, or whose password is reset, or whose sessions are revoked', async () => {
    const admin = await createUser(t.app);
    await t.app.database.query(`update "user" set role = 'admin' where id = $1`, [admin.userId]);

    const banned = await createUser(t.app);
    const bannedSocket = await open(t.app, banned.cookie, TEST_ORIGIN);
    const ban = await call(t.app, 'POST', '/api/auth/admin/ban-user', { cookie: admin.cookie, body: { userId: banned.userId, banReason: 'spam' } });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(await bannedSocket.closed).toBe(SESSION_ENDED_CLOSE_CODE);

    const reset = await createUser(t.app);
    const resetSocket = await open(t.app, reset.cookie, TEST_ORIGIN);
    await call(t.app, 'POST', '/api/auth/request-password-reset', { body: { email: reset.email, redirectTo: '/login' } });
    const link = (await latestMail(t.app, reset.email)).links.find((l) => l.includes('#type=recovery'))!;
    const token = decodeURIComponent(new URL(link).hash.split('token=')[1]!);
    expect((await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'N3w-Secret!x' } })).statusCode).toBe(200);
    expect(await resetSocket.closed).toBe(SESSION_ENDED_CLOSE_CODE);

    const revoked = await createUser(t.app);
    const revokedSocket = await open(t.app, revoked.cookie, TEST_ORIGIN);
    expect((await call(t.app, 'POST', '/api/auth/admin/revoke-user-sessions', { cookie: admin.cookie, body: { userId: revoked.userId } })).statusCode).toBe(200);
    expect(await revokedSocket.closed).toBe(SESSION_ENDED_CLOSE_CODE);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on two instances (PostgreSQL)', () => {
  it('a sign-out through instance A closes the socket held by instance B', async () => {
    const second = await createSecondInstance(t);
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      const u = await createUser(t.app);
      const onB = await open(second.app, u.cookie, TEST_ORIGIN);
      await call(t.app, 'POST', '/api/auth/sign-out', { cookie: u.cookie, body: {} });
      expect(await onB.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    } finally {
      await second.close();
    }
  });
});
