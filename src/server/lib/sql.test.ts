import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app.js';
import { createUser } from '../test/accounts.js';
import { created, personBody } from '../test/records.js';
import { queryDriverRows, queryRows } from './sql.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('queryDriverRows', () => {
  it('answers the rows drizzle answers, values bound, with the driver’s timestamps (Date) for drizzle’s text', async () => {
    const u = await createUser(t.app);
    await created(t.app, u.cookie, '/api/contacts', personBody({ firstName: 'Ana', tags: ['vip', 'spring'] }));
    await created(t.app, u.cookie, '/api/contacts', personBody({ firstName: 'Bo', tags: [] }));
    const read = sql`select first_name, tags, created_at, (select count(*)::int from contacts where user_id = ${u.userId}) as n
      from contacts where user_id = ${u.userId} and first_name like ${'%'} order by first_name`;

    type TRow = { first_name: string; tags: string[]; created_at: Date | string; n: number };
    const direct = await queryDriverRows<TRow>(t.app.db, read);
    const drizzle = await queryRows<TRow>(t.app.db, read);

    expect(direct.map((r) => [r.first_name, r.tags, r.n])).toEqual([
      ['Ana', ['vip', 'spring'], 2],
      ['Bo', [], 2],
    ]);
    expect(direct.map(({ created_at, ...rest }) => rest)).toEqual(drizzle.map(({ created_at, ...rest }) => rest));
    for (const [i, row] of direct.entries()) {
      expect(row.created_at).toBeInstanceOf(Date);
      expect((row.created_at as Date).getTime()).toBe(new Date(drizzle[i]!.created_at).getTime());
    }
  });

  it('fails as a query fails, with the database’s error', async () => {
    await expect(queryDriverRows(t.app.db, sql`select * from no_such_table`)).rejects.toThrow(/no_such_table/);
  });
});
