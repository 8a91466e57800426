import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, call, type TTestApp } from '../../src/server/test/test-app.js';
import { createUser } from '../../src/server/test/accounts.js';
import { apiRoutes, fillPath, isAdminRoute, isMutation, isPublicRoute, isSearch, keyOf, paramsOf, PUBLIC_ROUTES, type TRoute } from './support/routes.js';
import { hasSampleBody, pathValues, REFERENCE_FIELDS, sampleBody } from './support/samples.js';
import { seedLookAlike, type TSeeded } from './support/seed.js';
import { changedTables, fingerprint } from './support/db-fingerprint.js';

let t: TTestApp;
let a: TSeeded;
let b: TSeeded;
let routes: TRoute[];

beforeAll(async () => {
  t = await createTestApp();
  a = await seedLookAlike(t.app, await createUser(t.app));
  b = await seedLookAlike(t.app, await createUser(t.app));
  routes = apiRoutes(t.app);
}, 180_000);
afterAll(() => t.close());

/** Every violation of a rule is collected, so one run lists all the routes that break it. */
function expectNone(violations: string[]) {
  expect(violations, `\n${violations.join('\n')}`).toEqual([]);
}

const unique = () => randomBytes(4).toString('hex');
const bodyFor = (route: TRoute, seeded: TSeeded) => (isMutation(route) ? sampleBody(route, seeded.ids, unique()) : undefined);
const guarded = () => routes.filter((r) => !isPublicRoute(r));

/** Path values: A's records where the suite knows them, else random ids (the 404 rule reports the gap). */
function anyPath(route: TRoute): string {
  const { values } = pathValues(route.url, a.ids);
  for (const name of paramsOf(route.url)) values[name] ??= randomUUID();
  return fillPath(route.url, values);
}

it('reads the routes from the route table', () => {
  expect(routes.length).toBeGreaterThan(20);
  for (const key of PUBLIC_ROUTES) expect(routes.map(keyOf), `public route ${key} is gone: update PUBLIC_ROUTES`).toContain(key);
});

describe('without a valid session', () => {
  it('every route outside the public allowlist answers 401 unauthenticated', async () => {
    const c = await createUser(t.app);
    expect((await call(t.app, 'POST', '/api/auth/sign-out', { cookie: c.cookie, body: {} })).statusCode).toBe(200);
    const credentials = { none: undefined, forged: b.user.cookie.replace(/=[^;]*/, `=${randomBytes(24).toString('base64url')}.forged`), 'signed out': c.cookie };
    const violations: string[] = [];
    for (const route of guarded()) {
      for (const [label, cookie] of Object.entries(credentials)) {
        const res = await call(t.app, route.method as 'GET', anyPath(route), { cookie, body: isMutation(route) ? {} : undefined });
        const code = res.statusCode === 401 ? res.json().error?.code : undefined;
        if (code !== 'unauthenticated') violations.push(`${keyOf(route)} (${label} session) → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expectNone(violations);
  });

  it('public routes answer without a session', async () => {
    const violations: string[] = [];
    for (const route of routes.filter((r) => PUBLIC_ROUTES.has(keyOf(r)))) {
      const res = await call(t.app, route.method as 'GET', fillPath(route.url, { code: 'NO-SUCH-CODE' }));
      if (res.statusCode === 401 || res.statusCode >= 500) violations.push(`${keyOf(route)} → ${res.statusCode}`);
    }
    expectNone(violations);
  });
});

describe("another user's records", () => {
  it("answer 404 on every parameterised route, for reads and writes, changing nothing", async () => {
    const violations: string[] = [];
    const before = await fingerprint(t.app.database);
    for (const route of guarded().filter((r) => paramsOf(r.url).length > 0 && !isAdminRoute(r))) {
      const foreign = pathValues(route.url, a.ids);
      const own = pathValues(route.url, b.ids).values;
      if (foreign.missing.length) {
        violations.push(`${keyOf(route)}: no seeded record for ${foreign.missing.join(', ')}: add it to PARAM_RECORDS and seedLookAlike`);
        continue;
      }
      // Shared records (announcements) belong to no user: there is no "another user's" one.
      if (foreign.shared) continue;
      if (isMutation(route) && !hasSampleBody(route)) violations.push(`${keyOf(route)}: add a valid body to samples.ts so the ownership check is reached`);
      const params = paramsOf(route.url);
      // Every mix of A's and B's ids with at least one of A's: a child of B's parent can still be A's.
      for (let mask = 1; mask < 2 ** params.length; mask++) {
        const values = Object.fromEntries(params.map((p, i) => [p, mask & (1 << i) ? foreign.values[p] : own[p]]));
        const res = await call(t.app, route.method as 'GET', fillPath(route.url, values), { cookie: b.user.cookie, body: bodyFor(route, b) });
        const code = res.statusCode === 404 ? res.json().error?.code : undefined;
        if (code !== 'not_found') violations.push(`${keyOf(route)} with ${JSON.stringify(values)} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expectNone(violations);
    expect(changedTables(before, await fingerprint(t.app.database)), 'tables changed by refused requests').toEqual([]);
  });

  it('malformed ids answer 404 not_found in the contract shape on every parameterised route', async () => {
    const generated = fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), { numRuns: 6, seed: 7 });
    const malformed = ['not-a-uuid', "' OR 1=1 --", '😀', '\u0000', '\uD800', '../../etc/passwd', 'A'.repeat(101), `${randomUUID()}x`, ...generated];
    const violations: string[] = [];
    for (const route of guarded().filter((r) => paramsOf(r.url).length > 0 && !isAdminRoute(r))) {
      for (const id of malformed) {
        const url = fillPath(route.url, Object.fromEntries(paramsOf(route.url).map((p) => [p, id])));
        const res = await call(t.app, route.method as 'GET', url, { cookie: b.user.cookie, body: bodyFor(route, b) });
        const code = res.statusCode === 404 ? res.json().error?.code : undefined;
        if (code !== 'not_found') violations.push(`${route.method} ${url.slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expectNone(violations);
  });

  it('are refused when a body points at them (prospectId, teamMemberId, sponsorId, customTeamId)', async () => {
    const violations: string[] = [];
    for (const route of guarded().filter((r) => isMutation(r) && !isAdminRoute(r))) {
      const body = bodyFor(route, b);
      if (!body || typeof body !== 'object') continue;
      const own = pathValues(route.url, b.ids);
      if (own.missing.length || own.shared) continue;
      for (const [field, value] of Object.entries(body)) {
        const kind = REFERENCE_FIELDS[field];
        if (!kind) {
          if (/Id$/.test(field)) violations.push(`${keyOf(route)}: reference field ${field} has no entry in REFERENCE_FIELDS`);
          continue;
        }
        if (value !== b.ids[kind]) continue;
        const before = await fingerprint(t.app.database);
        const res = await call(t.app, route.method as 'POST', fillPath(route.url, own.values), { cookie: b.user.cookie, body: { ...body, [field]: a.ids[kind] } });
        if (res.statusCode < 400 || res.statusCode >= 500) violations.push(`${keyOf(route)} with A's ${field} → ${res.statusCode} ${res.body.slice(0, 160)}`);
        const changed = changedTables(before, await fingerprint(t.app.database));
        if (changed.length) violations.push(`${keyOf(route)} with A's ${field} changed ${changed.join(', ')}`);
      }
    }
    expectNone(violations);
  });

  it("never appear in B's lists, searches, filters, exports or own records", async () => {
    const violations: string[] = [];
    const answers: string[] = [];
    const SEARCHES = ['Maria', 'lopez', 'Diaz', 'example.com', a.markers[0]];
    const answerOf = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
      const res = await call(t.app, method, url, { cookie: b.user.cookie, body });
      if (res.statusCode >= 500) violations.push(`${method} ${url} → ${res.statusCode}`);
      const leaked = a.markers.filter((m) => res.body.includes(m));
      if (leaked.length) violations.push(`${method} ${url} ${body ? JSON.stringify(body) : ''} shows A's ${leaked.join(', ')}`);
      return res.body;
    };
    for (const route of guarded().filter((r) => r.method === 'GET' && !isAdminRoute(r))) {
      const params = paramsOf(route.url);
      let urls: string[];
      if (params.length) {
        const own = pathValues(route.url, b.ids);
        if (own.missing.length || own.shared) continue;
        urls = [fillPath(route.url, own.values)];
      } else {
        const searches = SEARCHES.map((q) => `${route.url}?q=${encodeURIComponent(q)}`);
        const filters = Object.entries(REFERENCE_FIELDS).map(([field, kind]) => `${route.url}?${field}=${a.ids[kind]}`);
        urls = [route.url, `${route.url}?pageSize=100`, ...searches, ...filters];
      }
      for (const url of urls) answers.push(await answerOf('GET', url));
    }
    for (const route of guarded().filter(isSearch)) {
      for (const query of SEARCHES) answers.push(await answerOf('POST', route.url, { query }));
    }
    expectNone(violations);
    // The lists really list: each of B's look-alike records shows up somewhere.
    const all = answers.join('\n');
    for (const [kind, id] of Object.entries(b.ids)) expect(all.includes(id), `B's ${kind} appears in B's answers`).toBe(true);
  });
});

describe('admin routes', () => {
  it('answer 403 to a signed-in non-admin and open for an admin', async () => {
    const admin = await createUser(t.app);
    await t.app.db.execute(sql`update "user" set role = 'admin' where id = ${admin.userId}`);
    const violations: string[] = [];
    for (const route of routes.filter(isAdminRoute)) {
      const url = fillPath(route.url, Object.fromEntries(paramsOf(route.url).map((p) => [p, randomUUID()])));
      const res = await call(t.app, route.method as 'GET', url, { cookie: b.user.cookie, body: isMutation(route) ? {} : undefined });
      if (res.statusCode !== 403 || res.json().error?.code !== 'forbidden') violations.push(`${keyOf(route)} as non-admin → ${res.statusCode}`);
      if (route.method === 'GET' && paramsOf(route.url).length === 0) {
        const asAdmin = await call(t.app, 'GET', url, { cookie: admin.cookie });
        if (asAdmin.statusCode === 401 || asAdmin.statusCode === 403 || asAdmin.statusCode >= 500) violations.push(`${keyOf(route)} as admin → ${asAdmin.statusCode}`);
      }
    }
    expectNone(violations);
  });
});
