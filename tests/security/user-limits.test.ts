import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionBudgetLimit, runWithConnectionBudget } from '../../src/server/db/connection-budget.js';
import { createTestApp, call, type TTestApp } from '../../src/server/test/test-app.js';
import { createUser } from '../../src/server/test/accounts.js';

/**
 * One user cannot take the service from the others: a per-user request rate counted in the
 * database, and per-user turns so another user's request is served beside a flood, not after it.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ apiRateLimit: { max: 30, windowSeconds: 3600 }, apiUserConcurrency: 2 }, { beforeReady: addHoldRoute });
}, 120_000);
afterAll(() => t.close());

describe('per-user limits', () => {
  it('answers 429 rate_limited with Retry-After past the rate, for that user only', async () => {
    const heavy = await createUser(t.app);
    const other = await createUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await call(t.app, 'GET', '/api/notifications/unread-count', { cookie: heavy.cookie })).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const limited = await call(t.app, 'GET', '/api/prospects', { cookie: heavy.cookie });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', '/api/prospects', { cookie: other.cookie })).statusCode).toBe(200);
  });

  it('works on at most `apiUserConcurrency` requests of one user at once, and serves another user beside them', async () => {
    const heavy = await createUser(t.app);
    const other = await createUser(t.app);
    const floods = Array.from({ length: 8 }, () => call(t.app, 'GET', '/api/test/hold', { cookie: heavy.cookie }));
    await until(() => inside.filter((id) => id === heavy.userId).length === 2);
    const beside = call(t.app, 'GET', '/api/test/hold', { cookie: other.cookie });
    await until(() => inside.includes(other.userId));
    // The flood waits its turn; the other user is already being served.
    expect(inside.filter((id) => id === heavy.userId)).toHaveLength(2);
    releaseAll();
    const statuses = (await Promise.all([...floods, beside])).map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200), statuses.join(',')).toBe(true);
    expect(entered.filter((id) => id === heavy.userId)).toHaveLength(8);
    // Every handler ran inside its request's connection budget.
    expect(new Set(budgets)).toEqual(new Set([t.app.config.dbConnectionsPerRequest]));
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('connections per request (PostgreSQL)', () => {
  it('a request that fans out holds at most `dbConnectionsPerRequest` pooled connections', async () => {
    const marker = `budget_probe_${Date.now()}`;
    const seen = await runWithConnectionBudget(2, () =>
      Promise.all(
        Array.from({ length: 6 }, () =>
          t.app.database.query<{ n: number }>(
            // The marker sits in the statement's text, which pg_stat_activity shows to the others.
            `select /* ${marker} */ (select count(*)::int from pg_stat_activity where state = 'active' and query like '%' || $1 || '%' and pid <> pg_backend_pid()) + 1 as n, pg_sleep(0.2)`,
            [`/* ${marker} */`],
          ),
        ),
      ),
    );
    expect(Math.max(...seen.map((rows) => Number(rows[0]!.n)))).toBeLessThanOrEqual(2);
  });
});

/** Requests inside the held route: who entered, who is inside now, and the switch that lets them out. */
const entered: string[] = [];
const budgets: (number | null)[] = [];
const inside: string[] = [];
let releaseAll = () => {};
let released = new Promise<void>((resolve) => (releaseAll = resolve));

function addHoldRoute(app: FastifyInstance) {
  app.get('/api/test/hold', { preHandler: app.requireUser }, async (request) => {
    const id = request.sessionUser!.id;
    entered.push(id);
    budgets.push(connectionBudgetLimit());
    inside.push(id);
    await released;
    inside.splice(inside.indexOf(id), 1);
    return { ok: true };
  });
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 500 && !condition(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}
