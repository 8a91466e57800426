import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../src/server/test/test-app.js';
import { createUser, signUpBody } from '../../src/server/test/accounts.js';
import { apiRoutes, encodeSegment, fillPath, isAdminRoute, isAuthRoute, isMutation, keyOf, paramsOf, type TRoute } from './support/routes.js';
import { pathValues, REFERENCE_FIELDS, sampleBody } from './support/samples.js';
import { EDGE_NUMBERS } from './support/arbitraries.js';
import { seedLookAlike } from './support/seed.js';
import { changedTables, fingerprint } from './support/db-fingerprint.js';
import { contractViolation } from './support/contract.js';
import { describeRequest, requestArbitrary, sendFuzz } from './support/fuzz-request.js';

/**
 * Bad input on every mutation route: never a 5xx, the contract's error shape on every 4xx, and a
 * rejected request leaves every table as it was. FUZZ_RUNS is the total number of cases, shared
 * evenly between the routes (CI runs a small sample; `npm run fuzz` runs 10,000 or more).
 */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 250);
/** A fixed seed keeps the CI sample the same on every run; FUZZ_SEED=random explores. */
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20_260_212);
const NO_LIMITS = { prospects: 1_000_000, activities: 1_000_000, goals: 1_000_000, team_members: 1_000_000, tasks: 1_000_000 };

/**
 * What each route's handler reads of its query string (by route pattern), from the preHandler on,
 * after Fastify's own parsing: whether it reads `request.query` at all, and which names it asks the
 * query for. A name a route never reads answers every value as it answers none, so the list test
 * sends its edge values only to the names each route reads. A probe request (header
 * `x-query-probe`) hides the query's keys from enumeration, so that only the names a schema asks
 * for are seen, not the ones the NUL check walks over.
 */
const queryReaders = new Set<string>();
const namesRead = new Map<string, Set<string>>();
const t = await createTestApp(
  { freePlanLimits: NO_LIMITS, signInRateLimit: { max: 1_000_000, windowSeconds: 60 } },
  {
    beforeReady: (app) =>
      app.addHook('preHandler', async (request) => {
        const key = `${request.method} ${request.routeOptions.url}`;
        let query = request.query as Record<string, unknown>;
        if (request.headers['x-query-probe']) {
          const names = namesRead.get(key) ?? new Set<string>();
          namesRead.set(key, names);
          query = new Proxy(query, {
            ownKeys: () => [],
            get: (target, name) => (typeof name === 'string' && names.add(name), Reflect.get(target, name)),
          });
        }
        Object.defineProperty(request, 'query', {
          configurable: true,
          enumerable: true,
          get: () => (queryReaders.add(key), query),
          set: (value) => (query = value),
        });
      }),
  },
);
afterAll(() => t.close());
const seeded = await seedLookAlike(t.app, await createUser(t.app));
const admin = await createUser(t.app);
await t.app.database.query(`update "user" set role = 'admin' where id = $1`, [admin.userId]);
/** Admin routes are fuzzed as an admin, so the input reaches their validation. */
const cookieFor = (route: TRoute) => (isAdminRoute(route) ? admin.cookie : seeded.user.cookie);

const routes = apiRoutes(t.app).filter((r) => isMutation(r) && !isAuthRoute(r));
/** better-auth's endpoints share one wildcard route: the two that take anyone's input are sampled. */
const authSamples: { route: TRoute; base: fc.Arbitrary<unknown> }[] = [
  { route: { method: 'POST', url: '/api/auth/sign-up/email' }, base: fc.nat().map((n) => signUpBody({ email: `fuzz${n}@ex.com` })) },
  { route: { method: 'POST', url: '/api/auth/sign-in/email' }, base: fc.constantFrom({ email: seeded.user.email, password: 'Wrong-Pass1!' }, { email: seeded.user.email, password: seeded.user.password }) },
];
const runsPerRoute = Math.max(1, Math.ceil(TOTAL_RUNS / (routes.length + authSamples.length)));
const timeout = 60_000 + runsPerRoute * 1_500;
let casesRun = 0;

/** The caller's own records for the path, random ids where the suite has none. */
function ownPath(route: TRoute): Record<string, string> {
  const { values } = pathValues(route.url, seeded.ids);
  for (const name of paramsOf(route.url)) values[name] ??= crypto.randomUUID();
  return values;
}

/**
 * Runs every case even after a failure (no shrinking): each distinct violation is reported once,
 * with the first request that showed it, and the case count stays what FUZZ_RUNS promises.
 */
async function fuzz(route: TRoute, base: fc.Arbitrary<unknown>, options: { cookie?: string; exclude?: string[] }) {
  const exclude = options.exclude ?? [];
  const problems = new Map<string, string>();
  let state = await fingerprint(t.app.database, exclude);
  const property = fc.asyncProperty(requestArbitrary(route, ownPath(route), base), async (request) => {
    casesRun += 1;
    const res = await sendFuzz(t.app, request, options.cookie);
    const after = await fingerprint(t.app.database, exclude);
    const changed = res.statusCode >= 400 ? changedTables(state, after) : [];
    state = after;
    const violation = contractViolation(res) ?? (changed.length ? `refused with ${res.statusCode} yet changed ${changed.join(', ')}` : null);
    if (violation && !problems.has(violation.slice(0, 80))) problems.set(violation.slice(0, 80), `${violation}\n    request: ${describeRequest(request)}`);
  });
  await fc.assert(property, { numRuns: runsPerRoute, seed: SEED, endOnFailure: true });
  expect([...problems.values()], `seed ${SEED}\n${[...problems.values()].join('\n')}`).toEqual([]);
}

const EDGE_TEXT = ['\u0000', 'nul\u0000inside', '\uD800', '\u202Eevil\u202C', "' OR 1=1 --", '<script>alert(1)</script>', 'x'.repeat(100_000)];

it('every text and number field of every mutation route takes edge values without a 5xx', async () => {
  const violations: string[] = [];
  let n = 0;
  const targets = [...routes.map((route) => ({ route, base: () => sampleBody(route, seeded.ids, `edge${(n += 1)}`), cookie: cookieFor(route) })),
    { route: authSamples[0].route, base: () => signUpBody(), cookie: undefined },
    { route: authSamples[1].route, base: () => ({ email: seeded.user.email, password: 'Wrong-Pass1!' }), cookie: undefined }];
  for (const { route, base, cookie } of targets) {
    const fields = Object.entries((base() ?? {}) as Record<string, unknown>);
    for (const [field, value] of fields) {
      const edges = typeof value === 'number' ? EDGE_NUMBERS : typeof value === 'string' && !(field in REFERENCE_FIELDS) ? EDGE_TEXT : [];
      for (const edge of edges) {
        const body = { ...(base() as object), [field]: edge };
        const res = await call(t.app, route.method as 'POST', fillPath(route.url, ownPath(route)), { cookie, body });
        const violation = contractViolation(res);
        if (violation) violations.push(`${keyOf(route)} ${field}=${JSON.stringify(edge).slice(0, 30)} → ${violation.slice(0, 140)}`);
      }
    }
  }
  expect(violations, `\n${violations.join('\n')}`).toEqual([]);
}, 240_000);

it('every list, search and export takes edge values in its query string without a 5xx or a cut answer', async () => {
  const violations = new Map<string, string>();
  const lists = apiRoutes(t.app).filter((r) => r.method === 'GET' && paramsOf(r.url).length === 0 && !isAuthRoute(r));
  const values = [...EDGE_TEXT.slice(0, 6), 'x'.repeat(10_000), '-1', '1e20', 'createdAt:sideways'];
  const names = ['q', 'page', 'pageSize', 'sort', 'status', 'type', 'prospectId', 'rootId'];
  // Each route once with every name, to learn which of them its handler reads.
  for (const route of lists) {
    const res = await call(t.app, 'GET', `${route.url}?${names.map((name) => `${name}=x`).join('&')}`, { cookie: cookieFor(route), headers: { 'x-query-probe': '1' } });
    const violation = contractViolation(res);
    if (violation) violations.set(`${route.url} ${violation.slice(0, 30)}`, `GET ${route.url} with every name → ${violation.slice(0, 120)}`);
  }
  // A route that reads its query but none of the names by name (it might walk the query's keys)
  // gets every name.
  const namesOf = (route: TRoute) => {
    const read = names.filter((name) => namesRead.get(keyOf(route))?.has(name));
    return read.length ? read : queryReaders.has(keyOf(route)) ? names : [];
  };
  const sent = lists.reduce((sum, route) => sum + namesOf(route).length, 0);
  console.info(`fuzz: ${sent} of ${lists.length * names.length} route and name pairs read by their route`);
  // The tracking itself must work: the prospects list reads its search and page.
  expect(namesOf({ method: 'GET', url: '/api/prospects' })).toEqual(expect.arrayContaining(['q', 'page', 'pageSize', 'sort', 'status']));
  for (const route of lists) {
    for (const name of namesOf(route)) {
      for (const value of values) {
        const url = `${route.url}?${name}=${encodeSegment(value)}`;
        const res = await call(t.app, 'GET', url, { cookie: cookieFor(route) }).catch((error: Error) => error);
        const violation = res instanceof Error ? `the answer was cut off: ${res.message}` : contractViolation(res);
        // One line per route and kind of failure, with its first example.
        const key = `${route.url} ${violation?.slice(0, 30)}`;
        if (violation && !violations.has(key)) violations.set(key, `GET ${url.slice(0, 60)} → ${violation.slice(0, 120)}`);
      }
    }
  }
  expect([...violations.values()], `\n${[...violations.values()].join('\n')}`).toEqual([]);
}, 240_000);

describe(`bad input, ${runsPerRoute} cases per route`, () => {
  for (const route of routes) {
    it(keyOf(route), () => fuzz(route, fc.nat().map((n) => sampleBody(route, seeded.ids, `f${n}`)), { cookie: cookieFor(route) }), timeout);
  }
  for (const { route, base } of authSamples) {
    // The rate limiter counts attempts in its table: that write is the point of it.
    it(keyOf(route), () => fuzz(route, base, { exclude: ['rate_limit'] }), timeout);
  }

  it(`ran ${TOTAL_RUNS} cases or more`, () => {
    console.info(`fuzz: ${casesRun} cases over ${routes.length + authSamples.length} routes`);
    expect(casesRun).toBeGreaterThanOrEqual(TOTAL_RUNS);
  });
});
