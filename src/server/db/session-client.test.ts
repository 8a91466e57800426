import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app.js';
import { withApplicationName } from '../test/application-name.js';
import { openDatabase, type TDatabase } from './client.js';

/**
 * The connections beside the pool (session-client.ts), on PostgreSQL (TEST_DATABASE_URL): realtime
 * and the health check keep working while every pooled connection is busy, and a LISTEN whose
 * connection was cut listens again.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the session connections beside the pool', () => {
  let t: TTestApp;
  let database: TDatabase;
  beforeAll(async () => {
    t = await createTestApp();
    database = await openDatabase({ url: withApplicationName(t.databaseUrl, 'upline_pool'), listenUrl: withApplicationName(t.databaseUrl, 'upline_session'), dataDir: '', statementTimeoutMs: 15_000 });
  });
  afterAll(async () => {
    await database?.close();
    await t?.close();
  });

  it('a LISTEN whose backend is terminated listens again and receives the next NOTIFY', async () => {
    const received: string[] = [];
    const stop = await database.listen('upline_session_test', (payload) => received.push(payload));
    const killed = await t.app.database.query<{ ok: boolean }>(
      `select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = 'upline_session' and query like 'LISTEN%' and datname = current_database()`,
    );
    expect(killed.length).toBe(1);
    await vi.waitFor(
      async () => {
        await database.notify('upline_session_test', 'after the cut');
        expect(received).toContain('after the cut');
      },
      { timeout: 10_000, interval: 300 },
    );
    await stop();
  });

  it('NOTIFY and the health check answer while every pooled connection is held', async () => {
    const received: string[] = [];
    const stop = await database.listen('upline_session_busy', (payload) => received.push(payload));
    // The pool holds 20 connections (client.ts): 20 sleeping queries hold them all, and a query
    // through the pool now waits (and past 5 s fails, as realtime's NOTIFY once did under load).
    let released = false;
    const held = Promise.all(Array.from({ length: 20 }, () => database.query('select pg_sleep(6)'))).then(() => (released = true));
    await vi.waitFor(async () => {
      const busy = await t.app.database.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where application_name = 'upline_pool' and query like '%pg_sleep%' and state = 'active'`);
      expect(busy[0]!.n).toBe(20);
    });
    await database.ping(5_000);
    await database.notify('upline_session_busy', 'while busy');
    await vi.waitFor(() => expect(received).toEqual(['while busy']));
    // Through the pool, both would have waited for the sleeping queries to end.
    expect(released).toBe(false);
    await held;
    await stop();
  });

  it('the health check fails within its time when the database does not answer', async () => {
    const gone = new URL(t.databaseUrl);
    gone.port = '1';
    const unreachable = await openDatabase({ url: gone.toString(), dataDir: '', statementTimeoutMs: 15_000 });
    try {
      await expect(unreachable.ping(1_000)).rejects.toThrow();
    } finally {
      await unreachable.close();
    }
  });
});
