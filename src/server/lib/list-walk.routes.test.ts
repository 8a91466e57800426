import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../test/test-app.js';
import { createUser } from '../test/accounts.js';
import { recordStatements } from '../test/statements.js';
import { WALK_PAGE_END_MAX, WALK_ROWS_PER_PAGE_ROW } from './list.js';

/**
 * `readPage` finds a filtered page of contacts (by last name) and prospects (newest first) by
 * walking the owner's first rows in the list's order; the answer must be the one filtering first
 * gives, whether the matches come early (a company shared by every fourth person), late (people
 * whose last names sort after the walk, or the oldest prospects), both, or not at all.
 */
let t: TTestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let stranger: Awaited<ReturnType<typeof createUser>>;
/** More rows than the longest walk reads. */
const PEOPLE = WALK_PAGE_END_MAX * WALK_ROWS_PER_PAGE_ROW + 300;

/** Person i: last names in order of i; every 4th at Acme, the last 100 at Latecorp, every 7th a customer (or interested). */
const insertPeople = (table: 'contacts' | 'prospects', userId: string) =>
  t.app.database.query(
    `insert into ${table} (user_id, first_name, last_name, email, ${table === 'contacts' ? 'company' : 'company_name'}, status, created_at)
     select $1, 'Walker', 'Name' || lpad(i::text, 5, '0'), 'p' || i || '@walk.test',
            case when i > $2 - 100 then 'Latecorp' when i % 4 = 0 then 'Acme' else 'Other' end,
            ${table === 'contacts' ? "case when i % 7 = 0 then 'customer' else 'cold' end" : "case when i % 7 = 0 then 'interested' else 'cold_lead' end"},
            timestamptz '2026-01-01' + (i * interval '1 minute')
     from generate_series(1, $2) i`,
    [userId, PEOPLE],
  );

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
  for (const table of ['contacts', 'prospects'] as const) {
    await insertPeople(table, owner.userId);
    // Someone else's matching rows never count nor show.
    await insertPeople(table, stranger.userId);
  }
}, 120_000);
afterAll(() => t.close());

/** The page as filtering first finds it, straight from the table. */
async function expected(table: 'contacts' | 'prospects', q: string, page: number, pageSize: number, status?: string) {
  const order = table === 'contacts' ? 'last_name, id' : 'created_at desc, id';
  const where = `user_id = $1 and list_text like $2${status ? ' and status = $3' : ''}`;
  const params = [owner.userId, `%${q.toLowerCase()}%`, ...(status ? [status] : [])];
  const rows = await t.app.database.query<{ id: string }>(`select id from ${table} where ${where} order by ${order} limit ${pageSize} offset ${(page - 1) * pageSize}`, params);
  const [{ n }] = await t.app.database.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params);
  return { ids: rows.map((r) => r.id), total: Number(n) };
}

const CASES = [
  { q: 'acme', why: 'early and everywhere' },
  { q: 'latecorp', why: 'the last hundred' },
  { q: 'walk.test', why: 'every row' },
  { q: 'name0199', why: 'ten rows' },
  { q: 'name0000', why: 'the first nine' },
  { q: 'nobody', why: 'no row' },
];

describe.each([
  // `late`: matches past the walk (last names sorting last; the oldest prospects).
  { table: 'contacts' as const, url: '/api/contacts', status: 'customer', late: 'latecorp' },
  { table: 'prospects' as const, url: '/api/prospects', status: 'interested', late: 'name0000' },
])('$url?q= in its default order', ({ table, url, status, late }) => {
  it.each(CASES)('$q ($why): the page and total that filtering first gives, pages 1, 2 and 5', async ({ q }) => {
    for (const [page, pageSize] of [[1, 20], [2, 20], [5, 20], [1, 100], [3, 100]]) {
      const res = await call(t.app, 'GET', `${url}?q=${q}&page=${page}&pageSize=${pageSize}`, { cookie: owner.cookie });
      expect(res.statusCode, res.body).toBe(200);
      const want = await expected(table, q, page, pageSize);
      expect({ ids: res.json().items.map((i: { id: string }) => i.id), total: res.json().total }, `page ${page} of ${pageSize}`).toEqual(want);
    }
  });

  it('with a status too, or a status alone (one person in seven: the walk; with a rare text: the filter first)', async () => {
    for (const q of ['acme', 'latecorp', '']) {
      for (const page of [1, 2]) {
        const res = await call(t.app, 'GET', `${url}?q=${q}&status=${status}&page=${page}&pageSize=20`, { cookie: owner.cookie });
        expect(res.statusCode, res.body).toBe(200);
        expect({ ids: res.json().items.map((i: { id: string }) => i.id), total: res.json().total }, `q=${q} page ${page}`).toEqual(await expected(table, q, page, 20, status));
      }
    }
  });

  it('a broad filter reads its page through the walk; a late one falls back to filtering first', async () => {
    const statements = recordStatements(t.app);
    try {
      await call(t.app, 'GET', `${url}?q=acme`, { cookie: owner.cookie });
      const broad = statements.texts().filter((text) => text.includes(table));
      // The walk, then the page's rows by id beside the count: never the filtered rows sorted.
      expect(broad).toHaveLength(3);
      expect(broad[0]).toMatch(new RegExp(`limit \\$\\d+$`, 'i'));
      expect(broad.slice(1).find((text) => !text.includes('count('))).toMatch(/ in \(/i);
      expect(broad.filter((text) => text.includes('count('))).toHaveLength(1);
      statements.spy.mockClear();
      await call(t.app, 'GET', `${url}?q=${late}`, { cookie: owner.cookie });
      // The walk, then the matches read once, apart from the order's index (MATERIALIZED), for
      // both the page's ids and their number (no count of its own), then the page's rows.
      const fallback = statements.texts().filter((text) => text.includes(table));
      expect(fallback).toHaveLength(3);
      expect(fallback[1]).toMatch(/with matches as materialized \(/i);
      expect(fallback[1]).toMatch(/select count\(\*\) from matches/i);
      expect(fallback[2]).toMatch(/ in \(/i);
    } finally {
      statements.restore();
    }
  });
});

it('another sort filters first, and answers the same', async () => {
  const res = await call(t.app, 'GET', `/api/contacts?q=acme&sort=firstName:asc&page=2&pageSize=20`, { cookie: owner.cookie });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().total).toBe((await expected('contacts', 'acme', 1, 20)).total);
  expect(res.json().items).toHaveLength(20);
});

it('a book smaller than the walk is counted by the walk itself: no count statement, the same total', async () => {
  const small = await createUser(t.app);
  await t.app.database.query(
    `insert into contacts (user_id, first_name, last_name, email, company)
     select $1, 'Small', 'Book' || lpad(i::text, 3, '0'), 's' || i || '@small.test', case when i % 3 = 0 then 'Acme' else 'Other' end
     from generate_series(1, 40) i`,
    [small.userId],
  );
  const statements = recordStatements(t.app);
  try {
    for (const page of [1, 2]) {
      const res = await call(t.app, 'GET', `/api/contacts?q=acme&page=${page}&pageSize=10`, { cookie: small.cookie });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ total: 13, page });
      expect(res.json().items).toHaveLength(page === 1 ? 10 : 3);
    }
    expect(statements.texts().filter((text) => text.includes('contacts') && text.includes('count('))).toEqual([]);
  } finally {
    statements.restore();
  }
});
