import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../lib/sql.js';
import { createTestApp, type TTestApp } from '../test/test-app.js';
import { openDatabase, type TDatabase } from './client.js';
import { StatementNames } from './named-statements.js';

describe('statement names', () => {
  it('names a text by its hash, the same every time, and names no new text beyond the cap', () => {
    const names = new StatementNames(2);
    const first = names.nameOf('select $1::int');
    expect(first).toMatch(/^u_[0-9a-f]{24}$/);
    expect(names.nameOf('select $1::int')).toBe(first);
    expect(new StatementNames(2).nameOf('select $1::int')).toBe(first);
    const second = names.nameOf('select $1::text');
    expect(second).not.toBe(first);
    expect(names.nameOf('select $1::date')).toBeUndefined();
    expect(names.nameOf('select $1::text')).toBe(second);
  });
});

/** What a session of the pool holds after the same statement ran on it twice, on PostgreSQL (TEST_DATABASE_URL). */
describe.skipIf(!process.env.TEST_DATABASE_URL)('named prepared statements on PostgreSQL', () => {
  let t: TTestApp;
  const opened: TDatabase[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const d of opened) await d.close();
    await t?.close();
  });

  async function preparedAfterTwoRuns(namedStatements: boolean) {
    const database = await openDatabase({ url: t.databaseUrl, dataDir: '', statementTimeoutMs: 15_000, namedStatements });
    opened.push(database);
    // One transaction: one session, whose prepared statements pg_prepared_statements lists.
    return database.db.transaction(async (tx) => {
      const answers = [];
      for (const n of [2, 3]) answers.push(await queryRows<{ sum: number }>(tx, sql`select ${n}::int + 40 as sum`));
      const prepared = await queryRows<{ statement: string }>(tx, sql`select statement from pg_prepared_statements where statement like ${'%+ 40 as sum%'} and statement not like ${'%pg_prepared_statements%'}`);
      return { answers, prepared: prepared.map((p) => p.statement) };
    });
  }

  it('prepares a statement with parameters once per session, by default, with the same answers', async () => {
    const { answers, prepared } = await preparedAfterTwoRuns(true);
    expect(answers).toEqual([[{ sum: 42 }], [{ sum: 43 }]]);
    expect(prepared).toEqual(['select $1::int + 40 as sum']);
  });

  it('names a text sent with its values as well (`database.query`, as the app and the benches send some)', async () => {
    const database = await openDatabase({ url: t.databaseUrl, dataDir: '', statementTimeoutMs: 15_000, namedStatements: true });
    opened.push(database);
    // One query at a time: the pool keeps reusing its one session.
    expect(await database.query('select $1::int + 50 as sum', [1])).toEqual([{ sum: 51 }]);
    expect(await database.query('select $1::int + 50 as sum', [2])).toEqual([{ sum: 52 }]);
    const prepared = await database.query<{ statement: string }>(`select statement from pg_prepared_statements where statement like $1 and statement not like $2`, ['%+ 50 as sum%', '%pg_prepared_statements%']);
    expect(prepared.map((p) => p.statement)).toEqual(['select $1::int + 50 as sum']);
  });

  it('prepares nothing by name when turned off', async () => {
    const { answers, prepared } = await preparedAfterTwoRuns(false);
    expect(answers).toEqual([[{ sum: 42 }], [{ sum: 43 }]]);
    expect(prepared).toEqual([]);
  });
});
