import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { neutraliseCsvCell, csvRows } from '../../src/server/lib/csv.js';
import { createTestApp, call, type TTestApp } from '../../src/server/test/test-app.js';
import { createUser, latestMail, signUpBody, STRONG_PASSWORD } from '../../src/server/test/accounts.js';

/** The outside review's findings (issue 9), each held here so it stays fixed. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

async function resetToken(email: string): Promise<string> {
  const ask = await call(t.app, 'POST', '/api/auth/request-password-reset', { body: { email, redirectTo: '/login' } });
  expect(ask.statusCode, ask.body).toBe(200);
  const link = (await latestMail(t.app, email)).links.find((l) => l.includes('#type=recovery'))!;
  return decodeURIComponent(new URL(link).hash.split('token=')[1]!);
}

describe('the default development server', () => {
  it('listens on loopback unless HOST says otherwise, and refuses the default secret on a reachable host', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => loadConfig({ HOST: '192.168.1.20' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(loadConfig({ HOST: '0.0.0.0', BETTER_AUTH_SECRET: 'x'.repeat(40) }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
  });

  it('answers the dev outbox only to this machine and only for one address', async () => {
    const u = await createUser(t.app);
    const all = await call(t.app, 'GET', '/api/dev/outbox');
    expect(all.statusCode).toBe(400);
    expect(all.json().error.fields.to).toBeDefined();
    const remote = await call(t.app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(u.email)}`, { remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().error.code).toBe('forbidden');
    expect((await call(t.app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(u.email)}`)).json()).not.toHaveLength(0);
  });
});

describe('password reset links', () => {
  it('an older link stops working once a newer one (or a password change) set the password', async () => {
    const u = await createUser(t.app);
    const older = await resetToken(u.email);
    const newer = await resetToken(u.email);
    const used = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token: newer, newPassword: 'N3w-Secret!x' } });
    expect(used.statusCode, used.body).toBe(200);
    const replay = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token: older, newPassword: 'Att4cker-Secret!' } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.reason).toBe('invalid_token');

    const pending = await resetToken(u.email);
    const signIn = await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email: u.email, password: 'N3w-Secret!x' } });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const change = await call(t.app, 'POST', '/api/auth/change-password', { cookie, body: { currentPassword: 'N3w-Secret!x', newPassword: 'Chang3d-Secret!' } });
    expect(change.statusCode, change.body).toBe(200);
    expect((await call(t.app, 'POST', '/api/auth/reset-password', { body: { token: pending, newPassword: 'Att4cker-Secret!' } })).statusCode).toBe(400);
  });
});

describe('sign-up', () => {
  it('answers an existing address exactly as a new one, apart from the id and times', async () => {
    const existing = await createUser(t.app);
    const strip = (body: { user: Record<string, unknown> }) => {
      const { id: _id, createdAt: _c, updatedAt: _u, email: _e, ...rest } = body.user;
      return { ...body, user: rest };
    };
    const fresh = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: signUpBody({ firstName: 'Ana', lastName: 'Lopez' }) });
    const again = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: signUpBody({ email: existing.email, firstName: 'Ana', lastName: 'Lopez' }) });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json().user).sort()).toEqual(Object.keys(fresh.json().user).sort());
    expect(strip(again.json())).toEqual(strip(fresh.json()));
  });
});

describe('better-auth endpoints and bad input', () => {
  it('answer NUL characters and null identifiers with 400 in the contract shape', async () => {
    const u = await createUser(t.app);
    const admin = await createUser(t.app);
    await t.app.database.query(`update "user" set role = 'admin' where id = $1`, [admin.userId]);
    const cases: [string, unknown, string | undefined][] = [
      ['/api/auth/reset-password', { token: null, newPassword: 'N3w-Secret!x' }, undefined],
      ['/api/auth/reset-password', { token: 'abc\u0000', newPassword: 'N3w-Secret!x' }, undefined],
      ['/api/auth/admin/ban-user', { userId: null }, admin.cookie],
      ['/api/auth/admin/ban-user', { userId: 'x\u0000y' }, admin.cookie],
      ['/api/auth/admin/list-user-sessions', { userId: null }, admin.cookie],
      ['/api/auth/sign-in/email', { email: 'a\u0000@ex.com', password: STRONG_PASSWORD }, undefined],
      ['/api/auth/change-password', { currentPassword: STRONG_PASSWORD, newPassword: 'Ab1!\u0000xyzq' }, u.cookie],
    ];
    for (const [url, body, cookie] of cases) {
      const res = await call(t.app, 'POST', url, { body, cookie });
      expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('closes update-user: profile changes go through PATCH /api/me and its rules', async () => {
    const u = await createUser(t.app);
    const res = await call(t.app, 'POST', '/api/auth/update-user', { cookie: u.cookie, body: { name: 'x'.repeat(5000), image: 'javascript:alert(1)' } });
    expect(res.statusCode).toBe(404);
    const rows = await t.app.database.query<{ image: string | null }>(`select image from "user" where id = $1`, [u.userId]);
    expect(rows[0]!.image).toBeNull();
  });
});

describe('smaller findings', () => {
  it('the CSV guard covers ; tab, carriage return, leading spaces and full-width signs in every export', () => {
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)', ';=cmd', '\t=1', '\r=1', '  =1', '＝1+1', '；cmd']) expect(neutraliseCsvCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    expect(neutraliseCsvCell('Ana; Bob')).toBe('Ana; Bob');
    expect(csvRows([['=x', 'ok']])).toBe("'=x,ok\r\n");
  });

  it('judges the cross-site check on the parsed path of an absolute request line', async () => {
    const u = await createUser(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify({ firstName: 'Eve', lastName: 'Evil', email: 'eve@evil.example' });
    // A raw request line (app.inject would normalise the URL to its path).
    const answer = await rawRequest(
      port,
      `POST http://localhost:${port}/api/prospects HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://evil.example\r\nCookie: ${u.cookie}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(answer.split('\r\n')[0]).toContain('403');
    expect(answer).toContain('invalid_origin');
  });

  it('lets the page connect to its own origin only, and keeps API answers out of caches', async () => {
    const u = await createUser(t.app);
    const csp = String((await call(t.app, 'GET', '/')).headers['content-security-policy']);
    const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src'))!;
    expect(connect.trim().split(/\s+/).sort()).toEqual(["'self'", 'connect-src', 'ws://localhost:3000'].sort());
    for (const url of ['/api/me', '/api/prospects', '/api/activities/export.csv', '/api/notifications/unread-count']) {
      expect((await call(t.app, 'GET', url, { cookie: u.cookie })).headers['cache-control'], url).toBe('no-store');
    }
  });
});

function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
