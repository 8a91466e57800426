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

/** LIKE's own characters in user text match literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The owner's nearest distinct names of one category (`search_terms`), best first. Names of 3+
 * characters go through the trigram GiST index: `%` keeps only similar names (typos, accents,
 * case) and `<->` walks them nearest first, so only the returned names are ever scored. Shorter
 * text matches the start of the first or the last name, alphabetically.
 */
function nearestTermsSql(kind: TSearchTable, userId: string, query: string, limit: number): SQL {
  if (query.length < MIN_FUZZY_LENGTH) {
    const prefix = sql`upline_fold(${likeEscaped(query)})`;
    return sql`
      select term, 0 as distance from search_terms
      where user_id = ${userId} and kind = ${kind} and (term like ${prefix} || '%' or term like '% ' || ${prefix} || '%')
      order by term limit ${limit}`;
  }
  const q = sql`upline_fold(${query})`;
  return sql`
    select term, term <-> ${q} as distance from search_terms
    where user_id = ${userId} and kind = ${kind} and term % ${q}
    order by term <-> ${q}, term limit ${limit}`;
}

/**
 * The best matches of one table for the owner: the nearest names, then the records carrying
 * each through the table's folded-name index, at most `limit` in all.
 */
export function searchTableSql(kind: TSearchTable, userId: string, query: string, limit: number): SQL {
  const { table, detail } = SEARCH_TABLES[kind];
  return sql`
    select r.id, r.first_name, r.last_name, r.detail
    from (${nearestTermsSql(kind, userId, query, limit)}) t
    cross join lateral (
      select id, first_name, last_name, ${detail} as detail from ${sql.identifier(table)}
      where user_id = ${userId} and upline_fold(first_name || ' ' || last_name) = t.term
      limit ${limit}
    ) r
    order by t.distance, t.term
    limit ${limit}`;
}

/** Runs the searches side by side (on PostgreSQL each on its own pooled connection). */
export async function runSearches(db: TDb, queries: { kind: TSearchTable; query: SQL }[]) {
  return Promise.all(queries.map(async ({ kind, query }) => ({ kind, rows: await queryRows<TSearchRow>(db, query) })));
}
