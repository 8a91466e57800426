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
 * The best matches of one table for the owner. Fuzzy matching uses the trigram index on the
 * folded full name (typos, accents, case); results are ranked by similarity and capped, so no
 * query ever sorts every match.
 */
export function searchTableSql(kind: TSearchTable, userId: string, query: string, limit: number): SQL {
  const { table, detail } = SEARCH_TABLES[kind];
  const q = sql`upline_fold(${query})`;
  const match: SQL =
    query.length < MIN_FUZZY_LENGTH
      ? sql`(${folded} like ${q} || '%' or upline_fold(last_name) like ${q} || '%')`
      : sql`(${folded} % ${q} or ${q} <% ${folded} or ${folded} like '%' || ${q} || '%')`;
  return sql`
    select id, first_name, last_name, ${detail} as detail from ${sql.identifier(table)}
    where user_id = ${userId} and ${match}
    order by greatest(similarity(${folded}, ${q}), word_similarity(${q}, ${folded})) desc, lower(first_name), id
    limit ${limit}`;
}

/** Runs the searches in one transaction with a looser similarity threshold than the 0.3 default. */
export async function runSearches(db: TDb, queries: { kind: TSearchTable; query: SQL }[]) {
  return db.transaction(async (tx) => {
    // "jonh smiht" shares 5 of 17 trigrams with "john smith" (0.29): 0.2 still finds it.
    await tx.execute(sql`set local pg_trgm.similarity_threshold = 0.2`);
    await tx.execute(sql`set local pg_trgm.word_similarity_threshold = 0.5`);
    const results: { kind: TSearchTable; rows: TSearchRow[] }[] = [];
    for (const { kind, query } of queries) results.push({ kind, rows: await queryRows<TSearchRow>(tx, query) });
    return results;
  });
}
