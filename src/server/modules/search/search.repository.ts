import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { queryRows } from '../../lib/sql.js';

export interface TSearchRow {
  id: string;
  first_name: string;
  last_name: string;
  detail: string | null;
}

/** The searchable person tables; names are fixed here, never taken from input. */
export const SEARCH_TABLES = {
  contacts: { table: 'contacts', detail: sql`coalesce(email, company)` },
  prospects: { table: 'prospects', detail: sql`coalesce(company_name, email)` },
  teamMembers: { table: 'team_members', detail: sql`email` },
} as const;

export type TSearchTable = keyof typeof SEARCH_TABLES;

/** Below this many characters trigrams say little: match name prefixes instead. */
export const MIN_FUZZY_LENGTH = 3;

const folded = sql.raw(`upline_fold(first_name || ' ' || last_name)`);

/**
 * The best matches of one table for the owner. Names of 3+ characters go through the owner's
 * trigram GiST index: `%` keeps only similar names (typos, accents, case) and `<->` walks them
 * nearest first, so only the returned rows are ever scored. Shorter text matches name prefixes.
 */
export function searchTableSql(kind: TSearchTable, userId: string, query: string, limit: number): SQL {
  const { table, detail } = SEARCH_TABLES[kind];
  const q = sql`upline_fold(${query})`;
  if (query.length < MIN_FUZZY_LENGTH) {
    return sql`
      select id, first_name, last_name, ${detail} as detail from ${sql.identifier(table)}
      where user_id = ${userId} and (${folded} like ${q} || '%' or upline_fold(last_name) like ${q} || '%')
      order by lower(first_name), lower(last_name), id
      limit ${limit}`;
  }
  return sql`
    select id, first_name, last_name, ${detail} as detail from ${sql.identifier(table)}
    where user_id = ${userId} and ${folded} % ${q}
    order by ${folded} <-> ${q}
    limit ${limit}`;
}

/** Runs the searches side by side (on PostgreSQL each on its own pooled connection). */
export async function runSearches(db: TDb, queries: { kind: TSearchTable; query: SQL }[]) {
  return Promise.all(queries.map(async ({ kind, query }) => ({ kind, rows: await queryRows<TSearchRow>(db, query) })));
}
