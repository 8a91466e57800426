import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, TEST_ORIGIN, type TTestApp } from '../../src/server/test/test-app.js';
import { createUser, STRONG_PASSWORD } from '../../src/server/test/accounts.js';
import { created } from '../../src/server/test/records.js';
import { apiRoutes, fillPath, isAuthRoute, isMutation, keyOf, paramsOf, SIGNED_ROUTES, type TRoute } from './support/routes.js';
import { pathValues, sampleBody } from './support/samples.js';
import { runLogChild } from './support/run-log-child.js';
import { seedLookAlike } from './support/seed.js';
import { changedTables, fingerprint } from './support/db-fingerprint.js';
import { FORMULA_PAYLOADS } from './support/arbitraries.js';
import { callFrom, sessionCookieOf, signUpAndSignIn } from './support/accounts-on-origin.js';

const HTTPS_ORIGIN = 'https://crm.example.test';
let t: TTestApp;
let secure: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
  secure = await createTestApp({ baseUrl: HTTPS_ORIGIN, trustedOrigins: [HTTPS_ORIGIN], signInRateLimit: { max: 3, windowSeconds: 60 } });
}, 180_000);
afterAll(async () => {
  await t.close();
  await secure.close();
});

describe('security headers', () => {
  it('set CSP with frame-ancestors, nosniff and the referrer policy on every answer, and no HSTS over http', async () => {
    for (const url of ['/api/health', '/api/me', '/api/nothing', '/']) {
      const res = await call(t.app, 'GET', url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('add HSTS and upgrade-insecure-requests when BASE_URL is https', async () => {
    const res = await callFrom(secure.app, HTTPS_ORIGIN, 'GET', '/api/health');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe('session cookie', () => {
  it('is HttpOnly and SameSite=Lax over http, without Secure', async () => {
    const u = await createUser(t.app);
    const cookie = sessionCookieOf(await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email: u.email, password: u.password } }));
    expect(cookie).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined();
  });

  it('is also Secure, with the __Secure- prefix, when BASE_URL is https', async () => {
    const { signIn } = await signUpAndSignIn(secure.app, HTTPS_ORIGIN);
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = sessionCookieOf(signIn);
    expect(cookie).toMatchObject({ httponly: true, samesite: 'Lax', secure: true });
    expect(cookie.name).toMatch(/^__Secure-/);
  });
});

describe('passwords', () => {
  it('are stored as salted scrypt hashes, never as text', async () => {
    // The suites hash cheaply (PASSWORD_HASH=test-fast); this app hashes as a server does.
    const real = await createTestApp({ passwordHash: 'scrypt' });
    try {
      await storedHashesAreScrypt(real);
    } finally {
      await real.close();
    }
  });
});

async function storedHashesAreScrypt(t: TTestApp): Promise<void> {
  const users = [await createUser(t.app), await createUser(t.app)];
  const rows = await t.app.database.query<{ password: string }>("select password from account where user_id = any($1) and provider_id = 'credential'", [users.map((u) => u.userId)]);
  const hashes = rows.map((r) => r.password);
  expect(hashes).toHaveLength(2);
  for (const hash of hashes) {
    expect(hash).not.toContain(STRONG_PASSWORD);
    // better-auth's scrypt (N=16384, r=16: 32 MiB per hash): 16-byte salt : 64-byte key, in hex.
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  }
  expect(hashes[0]).not.toBe(hashes[1]);
}

describe('rate limits', () => {
  it('sign-in answers 429 rate_limited past the configured attempts from one address', async () => {
    const attempt = () => callFrom(secure.app, HTTPS_ORIGIN, 'POST', '/api/auth/sign-in/email', { body: { email: 'nobody@ex.com', password: 'Wrong-pass1!' }, remoteAddress: '10.20.0.1' });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect((await attempt()).json().error.code).toBe('rate_limited');
  });

  it('password-reset requests answer 429 past 5 per 15 minutes, and resets past 10', async () => {
    const request = () => call(t.app, 'POST', '/api/auth/request-password-reset', { body: { email: 'nobody@ex.com', redirectTo: '/login' }, remoteAddress: '10.20.0.2' });
    const requests = [];
    for (let i = 0; i < 6; i++) requests.push((await request()).statusCode);
    expect(requests).toEqual([200, 200, 200, 200, 200, 429]);
    const reset = () => call(t.app, 'POST', '/api/auth/reset-password', { body: { newPassword: 'Str0ng!Pass9', token: 'not-a-token' }, remoteAddress: '10.20.0.3' });
    const resets = [];
    for (let i = 0; i < 11; i++) resets.push((await reset()).statusCode);
    expect(resets.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(resets[10]).toBe(429);
  });
});

describe('cross-site requests', () => {
  it('a foreign Origin on every state-changing route answers 403 and changes nothing', async () => {
    const seeded = await seedLookAlike(t.app, await createUser(t.app));
    const authSamples: TRoute[] = ['sign-in/email', 'sign-up/email', 'sign-out', 'request-password-reset', 'change-password', 'update-user'].map((p) => ({ method: 'POST', url: `/api/auth/${p}` }));
    const targets = [...apiRoutes(t.app).filter((r) => isMutation(r) && !isAuthRoute(r) && !SIGNED_ROUTES.has(keyOf(r))), ...authSamples];
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { origin: `${TEST_ORIGIN}.evil.example` }, { 'sec-fetch-site': 'cross-site' }];
    const before = await fingerprint(t.app.database);
    const violations: string[] = [];
    for (const route of targets) {
      const { values } = pathValues(route.url, seeded.ids);
      for (const name of paramsOf(route.url)) values[name] ??= crypto.randomUUID();
      for (const headers of foreign) {
        const res = await callFrom(t.app, undefined, route.method as 'POST', fillPath(route.url, values), { cookie: seeded.user.cookie, body: sampleBody(route, seeded.ids, 'xs') ?? {}, headers });
        if (res.statusCode !== 403 || res.json().error?.reason !== 'invalid_origin') violations.push(`${keyOf(route)} ${JSON.stringify(headers)} → ${res.statusCode}`);
      }
    }
    expect(violations, violations.join('\n')).toEqual([]);
    expect(changedTables(before, await fingerprint(t.app.database))).toEqual([]);
  });
});

describe('CSV exports', () => {
  /**
   * Every export route, with what makes it answer the seller's rows as CSV. `payloads`: the export
   * carries typed text (the payloads must come out neutralised), not only enums and figures.
   */
  const EXPORTS: Record<string, { url: string; body?: unknown; payloads: boolean }> = {
    'GET /api/activities/export.csv': { url: '/api/activities/export.csv', payloads: true },
    'GET /api/team-analytics/export': { url: '/api/team-analytics/export?format=csv&tab=performance', payloads: true },
    'GET /api/reports/detailed/export': { url: '/api/reports/detailed/export?format=csv&section=activities&period=all_time', payloads: false },
    'POST /api/reports/export': { url: '/api/reports/export', body: { type: 'activities', period: 'all_time', layout: 'detailed', fields: ['title', 'prospect'], format: 'csv' }, payloads: true },
  };

  it('every export neutralises cells that start with =, +, -, @, tab or carriage return', async () => {
    const u = await createUser(t.app);
    // Premium access: the report and analytics exports are premium.
    await t.app.database.query(`update user_profiles set membership_tier = 'premium' where user_id = $1`, [u.userId]);
    const prospect = await created(t.app, u.cookie, '/api/prospects', { firstName: '=cmd|', lastName: '@SUM(1)', email: 'formula@example.com', notes: FORMULA_PAYLOADS[0] });
    for (const payload of FORMULA_PAYLOADS) {
      await created(t.app, u.cookie, '/api/activities', { title: payload, type: 'call', prospectId: prospect.id, description: payload, contentTitle: payload });
    }
    await created(t.app, u.cookie, '/api/team-members', { firstName: '=cmd|', lastName: '+Diaz', email: 'formula.member@example.com' });
    const routes = apiRoutes(t.app).filter((r) => paramsOf(r.url).length === 0 && /export|\.csv$/.test(r.url));
    expect(routes.map(keyOf).sort()).toEqual(Object.keys(EXPORTS).sort());
    for (const [key, route] of Object.entries(EXPORTS)) {
      const res = await call(t.app, route.body ? 'POST' : 'GET', route.url, { cookie: u.cookie, ...(route.body ? { body: route.body } : {}) });
      expect(res.statusCode, key).toBe(200);
      const cells = Papa.parse<string[]>(res.body).data.flat();
      expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c)), key).toEqual([]);
      if (route.payloads) expect(cells.some((c) => c.startsWith("'=")), `${key} holds the payloads`).toBe(true);
    }
  });
});

describe('logs', () => {
  it('hold no password, session token, verification or reset token, nor BETTER_AUTH_SECRET', async () => {
    const output = await runLogChild<Record<string, string>>('log-capture', { BETTER_AUTH_SECRET: `log-check-${crypto.randomUUID()}` });
    expect(output.code, output.text.slice(-2000)).toBe(0);
    const secrets = output.secrets!;
    expect(output.text).toContain('incoming request');
    const found = Object.entries(secrets).filter(([, value]) => value && (output.text.includes(value) || output.text.includes(encodeURIComponent(value))));
    expect(found.map(([name]) => name), 'secrets that reached the log').toEqual([]);
  }, 180_000);
});
