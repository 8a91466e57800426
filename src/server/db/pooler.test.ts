import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { queryRows } from '../lib/sql.js';
import { createTestApp, call, type TTestApp } from '../test/test-app.js';
import { createUser } from '../test/accounts.js';
import { withApplicationName } from '../test/application-name.js';
import { openDatabase, type TDatabase } from './client.js';
import { MIGRATIONS_DIR } from './migrate.js';

/**
 * What running behind a transaction pooler needs of the app, on PostgreSQL (TEST_DATABASE_URL):
 * LISTEN and the migration lock on the direct listen URL, reads on the read URL while it answers,
 * no named prepared statement once `DB_NAMED_STATEMENTS=0` (a pooler that cannot keep them), the
 * trigram threshold held by the database itself.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL behind a transaction pooler', () => {
  let t: TTestApp;
  const opened: TDatabase[] = [];
  beforeAll(async () => {
    t = await createTestApp({ namedStatements: false });
  });
  afterAll(async () => {
    for (const d of opened) await d.close();
    await t?.close();
  });
  const open = async (options: { listenUrl?: string; readUrl?: string }) => {
    const database = await openDatabase({ url: withApplicationName(t.databaseUrl, 'upline_pool'), dataDir: '', statementTimeoutMs: 15_000, namedStatements: false, readMaxLagMs: 5_000, ...options });
    opened.push(database);
    return database;
  };
  const activity = (name: string) => t.app.database.query<{ query: string }>('select query from pg_stat_activity where application_name = $1 and datname = current_database()', [name]);

  it('LISTEN and the migration lock use DATABASE_LISTEN_URL, queries the pooled URL', async () => {
    const database = await open({ listenUrl: withApplicationName(t.databaseUrl, 'upline_listen') });
    const stop = await database.listen('upline_pooler_test', () => {});
    expect((await activity('upline_listen')).map((r) => r.query)).toEqual(['LISTEN "upline_pooler_test"']);
    await database.withExclusiveLock(4242, async () => {
      const holders = await t.app.database.query<{ application_name: string }>(
        `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid where l.locktype = 'advisory' and l.objid = 4242 and l.granted`,
      );
      expect(holders.map((h) => h.application_name)).toEqual(['upline_listen']);
    });
    await database.query('select 1');
    expect((await activity('upline_pool')).length).toBeGreaterThan(0);
    await stop();
  });

  const applicationName = sql`select current_setting('application_name') as name`;

  it('readDb reads from DATABASE_READ_URL once checked, and from the primary while the read URL does not answer', async () => {
    const replica = await open({ readUrl: withApplicationName(t.databaseUrl, 'upline_read') });
    await vi.waitFor(async () => {
      const [row] = await queryRows<{ name: string }>(replica.readDb, applicationName);
      expect(row!.name).toBe('upline_read');
    });
    const gone = new URL(t.databaseUrl);
    gone.port = '1';
    const down = await open({ readUrl: gone.toString() });
    const [row] = await queryRows<{ name: string }>(down.readDb, applicationName);
    expect(row!.name).toBe('upline_pool');
  });

  it('with DB_NAMED_STATEMENTS=0, sends no named prepared statement (a pooler would hand the next query another server session)', async () => {
    const names: string[] = [];
    const original = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as { name?: string } | string;
      if (typeof config === 'object' && config?.name) names.push(config.name);
      return (original as (...a: unknown[]) => unknown).apply(this, args) as never;
    });
    try {
      const user = await createUser(t.app);
      const created = await call(t.app, 'POST', '/api/prospects', { cookie: user.cookie, body: { firstName: 'Ana', lastName: 'Pool', email: 'ana.pool@example.com' } });
      expect(created.statusCode, created.body).toBe(201);
      for (const url of ['/api/prospects', '/api/dashboard', '/api/tasks', '/api/deals/board', '/api/activities/export.csv']) {
        expect((await call(t.app, 'GET', url, { cookie: user.cookie })).statusCode, url).toBe(200);
      }
      expect((await call(t.app, 'POST', '/api/search', { cookie: user.cookie, body: { query: 'anna pool', filters: ['prospects'] } })).statusCode).toBe(200);
      expect(spy).toHaveBeenCalled();
      expect(names).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('migration 0035 stores the trigram threshold on the database, so a connection without startup options has it', async () => {
    // Test databases are copies of a migrated template, and CREATE DATABASE … TEMPLATE copies no
    // per-database settings: run the migration's statement on this one.
    const migration = readFileSync(join(MIGRATIONS_DIR, '0035_pooler_safe_settings.sql'), 'utf8');
    await t.app.database.query(migration);
    const bare = new pg.Client({ connectionString: t.databaseUrl });
    await bare.connect();
    try {
      const { rows } = await bare.query<{ threshold: string }>(`select current_setting('pg_trgm.similarity_threshold') as threshold`);
      expect(Number(rows[0]!.threshold)).toBe(0.2);
    } finally {
      await bare.end();
    }
  });
});
