import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../src/server/db/client.js';
import { contacts, prospects, teamMembers } from '../src/server/db/schema/index.js';
import { CONTACT_Q_FIELDS } from '../src/server/modules/contacts/contacts.repository.js';
import { PROSPECT_Q_FIELDS } from '../src/server/modules/prospects/prospects.repository.js';
import { MEMBER_Q_FIELDS } from '../src/server/modules/team/team.repository.js';
import { matchAny, matchText, type TListTextFields } from '../src/server/lib/list.js';
import { listening, signIn } from './people.bench.js';
import { percentile, resultRow, timeMany } from './stats.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const PAGE_SIZE = 20;
export const LIST_FILTER_TARGET_P95_MS = 30;
/**
 * What sellers type into a list's filter box: part of a first name, a last name, part of an email,
 * a company held by a quarter of the contacts (`acme`: 25,000 matches to count), a short name
 * prefix and a miss.
 */
const QUERIES = ['ele', 'schmidt', '4217', 'acme', 'mü', 'xqzvy'];

interface TListCase {
  label: string;
  url: string;
  table: PgTable;
  owner: PgColumn;
  fields: TListTextFields;
  /** The list's `owner_counts` entity (its unfiltered total). */
  entity: string;
  /** The list's default order, as its repository writes it. */
  order: { column: PgColumn; direction: 'asc' | 'desc'; id: PgColumn };
}

const CASES: TListCase[] = [
  { label: 'GET /api/contacts?q= (100k)', url: '/api/contacts', table: contacts, owner: contacts.userId, fields: CONTACT_Q_FIELDS, entity: 'contacts', order: { column: contacts.lastName, direction: 'asc', id: contacts.id } },
  { label: 'GET /api/prospects?q= (100k)', url: '/api/prospects', table: prospects, owner: prospects.userId, fields: PROSPECT_Q_FIELDS, entity: 'prospects', order: { column: prospects.createdAt, direction: 'desc', id: prospects.id } },
  { label: 'GET /api/team-members?q= (20k)', url: '/api/team-members', table: teamMembers, owner: teamMembers.userId, fields: MEMBER_Q_FIELDS, entity: 'team_members', order: { column: teamMembers.lastName, direction: 'asc', id: teamMembers.id } },
];

/**
 * The filtered lists of the bench seller (page 1 and the exact total) over HTTP, beside the two
 * statements of filtering first run raw and side by side (what `readPage` runs when its walk of
 * the list's order cannot answer, and what every filtered page ran before the walk), and the same
 * two statements with the filter as it was before its indexes (fewer runs: they are slow).
 */
export async function benchLists(app: FastifyInstance, database: TDatabase, userId: string) {
  const address = await listening(app);
  const cookie = await signIn(address);
  const rows: Record<string, string | number>[] = [];
  for (const c of CASES) {
    let i = 0;
    const http = async () => {
      const q = QUERIES[i++ % QUERIES.length];
      const url = `${address}${c.url}?q=${encodeURIComponent(q)}&page=1&pageSize=${PAGE_SIZE}`;
      const res = await fetch(url, { headers: { cookie } });
      if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
      await res.json();
    };
    const statements = (filter: (q: string) => SQL | undefined) =>
      QUERIES.map((q) => {
        const where = and(eq(c.owner, userId), filter(q));
        // The filter first, fenced from the order's index (OFFSET 0), as before the walk of `readPage`:
        // planned freely, the page would walk that index through the whole book for a late name.
        const matches = database.db.select().from(c.table).where(where).toSQL();
        const page = { sql: `select * from (${matches.sql} offset 0) m order by "${c.order.column.name}" ${c.order.direction}, "${c.order.id.name}" limit ${PAGE_SIZE}`, params: matches.params };
        const total = database.db.select({ n: count() }).from(c.table).where(where).toSQL();
        return () => Promise.all([database.query(page.sql, page.params), database.query(total.sql, total.params)]);
      });
    const cycle = (runs: (() => Promise<unknown>)[]) => {
      let j = 0;
      return () => runs[j++ % runs.length]();
    };
    const raw = cycle(statements((q) => matchText(q, c.fields)));
    // The filter before the trigram indexes: ILIKE '%q%' on each field, over every row of the owner.
    const before = cycle(statements((q) => matchAny(q, c.fields.columns)));
    await timeMany(2 * QUERIES.length, http);
    await timeMany(2 * QUERIES.length, raw);
    const httpSamples = await timeMany(ITERATIONS, http);
    const rawSamples = await timeMany(ITERATIONS, raw);
    const beforeSamples = await timeMany(Math.max(QUERIES.length, Math.round(ITERATIONS / 4)), before);
    rows.push({ ...resultRow(database.kind, c.label, httpSamples, rawSamples, LIST_FILTER_TARGET_P95_MS), 'before: ILIKE raw p95 ms': percentile(beforeSamples, 95).toFixed(2) });

    // The list as it opens, without a filter: page 1 in the default order (through its index,
    // migration 0039) and the total the count triggers keep, as `readPage` reads them.
    const openUrl = `${address}${c.url}?page=1&pageSize=${PAGE_SIZE}`;
    const open = async () => {
      const res = await fetch(openUrl, { headers: { cookie } });
      if (!res.ok) throw new Error(`GET ${openUrl}: ${res.status} ${await res.text()}`);
      await res.json();
    };
    const firstPage = database.db.select().from(c.table).where(eq(c.owner, userId)).orderBy(c.order.direction === 'asc' ? asc(c.order.column) : desc(c.order.column), asc(c.order.id)).limit(PAGE_SIZE).toSQL();
    const openRaw = () => Promise.all([database.query(firstPage.sql, firstPage.params), database.query('select n from owner_counts where user_id = $1 and entity = $2', [userId, c.entity])]);
    await timeMany(2 * QUERIES.length, open);
    const openSamples = await timeMany(ITERATIONS, open);
    const openRawSamples = await timeMany(ITERATIONS, openRaw);
    rows.push({ ...resultRow(database.kind, c.label.replace('?q=', ', no filter'), openSamples, openRawSamples, LIST_FILTER_TARGET_P95_MS), 'before: ILIKE raw p95 ms': '-' });
  }
  return rows;
}
