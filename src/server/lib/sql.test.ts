import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app.js';
import { createUser } from '../test/accounts.js';
import { created, personBody } from '../test/records.js';
import { isoText, queryDriverRows, queryRows, renderedOnce } from './sql.js';

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

describe('renderedOnce', () => {
  it('renders a shape once and binds each call’s values, so calls never see each other’s', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    await created(t.app, a.cookie, '/api/contacts', personBody({ firstName: 'Ana' }));
    await created(t.app, b.cookie, '/api/contacts', personBody({ firstName: 'Bea' }));
    await created(t.app, b.cookie, '/api/contacts', personBody({ firstName: 'Cy' }));
    let builds = 0;
    const statement = renderedOnce((order: 'asc' | 'desc') => {
      builds += 1;
      return sql`select first_name from contacts where user_id = ${sql.placeholder('userId')} order by first_name ${sql.raw(order)} limit ${sql.placeholder('limit')}`;
    });
    const names = async (shape: 'asc' | 'desc', values: Record<string, unknown>) =>
      (await queryDriverRows<{ first_name: string }>(t.app.db, statement(shape, values))).map((r) => r.first_name);

    expect(await names('asc', { userId: a.userId, limit: 5 })).toEqual(['Ana']);
    expect(await names('asc', { userId: b.userId, limit: 5 })).toEqual(['Bea', 'Cy']);
    expect(await names('desc', { userId: b.userId, limit: 1 })).toEqual(['Cy']);
    expect(await names('asc', { userId: b.userId, limit: 1 })).toEqual(['Bea']);
    expect(builds).toBe(2);
    expect(() => statement('asc', { userId: a.userId })).toThrow(/limit/);
  });
});

describe('isoText', () => {
  it('formats a time as Date#toISOString does: UTC, milliseconds truncated', async () => {
    const [row] = await queryDriverRows<{ a: string; b: string; c: string | null }>(
      t.app.db,
      sql`select ${isoText(sql`timestamptz '2026-03-29 01:30:00.123999+02'`)} as a, ${isoText(sql`timestamptz '1999-12-31 23:59:59.9994+00'`)} as b, ${isoText(sql`null::timestamptz`)} as c`,
    );
    expect(row).toEqual({ a: new Date('2026-03-28T23:30:00.123Z').toISOString(), b: '1999-12-31T23:59:59.999Z', c: null });
  });
});
