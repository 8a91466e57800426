import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TTestApp } from '../test/test-app.js';
import { withApplicationName } from '../test/application-name.js';
import { openDatabase, type TDatabase } from './client.js';

/**
 * A pooled session that the server ends while a transaction waits between two statements (a
 * replica stopped with `pg_ctl stop -m fast`, a restart, pg_terminate_backend) fails that
 * transaction, and nothing else: the error pg then emits on the client used to crash the process.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a pooled session ended by the server', () => {
  let t: TTestApp;
  let database: TDatabase;
  beforeAll(async () => {
    t = await createTestApp();
    database = await openDatabase({ url: withApplicationName(t.databaseUrl, 'upline_ended'), dataDir: '', statementTimeoutMs: 15_000 });
  });
  afterAll(async () => {
    await database?.close();
    await t?.close();
  });

  it('fails the transaction it was in, and the pool answers the next query on a new session', async () => {
    const ended = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await t.app.database.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'upline_ended' and state = 'idle in transaction'`);
      // The server's FATAL arrives while no statement of this transaction is running.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 2`);
    });
    await expect(ended).rejects.toThrow();
    expect(await database.query<{ n: number }>('select 3 as n')).toEqual([{ n: 3 }]);
  });
});
