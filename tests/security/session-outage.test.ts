import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../src/server/test/test-app.js';
import { createUser } from '../../src/server/test/accounts.js';

/**
 * A database that stops answering must not look like a signed-out user: the browser drops its
 * session on a 401. Signed-in calls answer 503 unavailable, as /api/health does.
 */
let t: TTestApp;
let cookie: string;
let restore = async () => {};

/** PostgreSQL: refuse new connections and end the open ones. PGlite: close it. */
async function takeDatabaseAway(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (t.app.database.kind === 'pglite' || !serverUrl) {
    await t.app.database.close();
    return;
  }
  const name = new URL(t.app.config.databaseUrl!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
  restore = async () => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await admin.end();
  };
}

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createUser(t.app)).cookie;
}, 120_000);
afterAll(async () => {
  await restore();
  // A closed PGlite cannot be closed twice; there is nothing left to clean up then.
  await t.close().catch(() => {});
});

it('answers signed-in calls with 503 unavailable, not 401, while the database is away', async () => {
  expect((await call(t.app, 'GET', '/api/prospects', { cookie })).statusCode).toBe(200);
  await takeDatabaseAway();
  expect((await call(t.app, 'GET', '/api/health')).statusCode).toBe(503);
  for (const [method, body] of [['GET'], ['POST', { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com' }]] as const) {
    const res = await call(t.app, method, '/api/prospects', { cookie, body });
    expect(res.statusCode, `${method} ${res.body}`).toBe(503);
    expect(res.json().error.code).toBe('unavailable');
  }
});
