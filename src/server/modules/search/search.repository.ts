import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { queryRows } from '../../lib/sql.js';

export interface TSearchRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  detail: string | null;
}

/**
 * The searchable person tables; names are fixed here, never taken from input. `document` is the
 * full-text expression of each table's GIN index (migration 0012) and must stay the same.
 */
export const SEARCH_TABLES = {
  contacts: { table: 'contacts', detail: sql`concat_ws(' · ', company, email)`, document: sql`upline_document(user_id, ARRAY[email, company, role, notes], tags)` },
  prospects: {
    table: 'prospects',
    detail: sql`concat_ws(' · ', company_name, email)`,
    document: sql`upline_document(user_id, ARRAY[email, company_name, industry, address, notes], tags)`,
  },
  teamMembers: { table: 'team_members', detail: sql`email`, document: sql`upline_document(user_id, ARRAY[email, upline_name, upline_email], ARRAY[]::text[])` },
} as const;

export type TSearchTable = keyof typeof SEARCH_TABLES;

/** Below this many characters trigrams say little: match name prefixes instead. */
export const MIN_FUZZY_LENGTH = 3;

/** LIKE's own characters in user text match literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The owner's nearest distinct names of one category (`search_terms`), best first. Names of 3+
 * characters go through the trigram GIN index (migration 0038): `%` keeps only the owner's similar
 * names (typos, accents, case), and only those are sorted by `<->`. Shorter text matches the start
 * of the first or the last name, alphabetically.
 */
export function nearestTermsSql(kind: TSearchTable | 'tasks' | 'deals', userId: string, query: string, limit: number): SQL {
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

/** The records carrying the nearest names, through the table's folded-name index. */
function nameMatchesSql(kind: TSearchTable, userId: string, query: string, limit: number): SQL {
  const { table, detail } = SEARCH_TABLES[kind];
  return sql`
    select r.id, r.first_name, r.last_name, r.email, r.detail, t.distance, t.term
    from (${nearestTermsSql(kind, userId, query, limit)}) t
    cross join lateral (
      select id, first_name, last_name, email, ${detail} as detail from ${sql.identifier(table)}
      where user_id = ${userId} and upline_fold(first_name || ' ' || last_name) = t.term
      limit ${limit}
    ) r
    order by t.distance, t.term
    limit ${limit}`;
}

/** A lexeme quoted for a tsquery, taken as it is (no parsing, no dictionary). */
const quotedLexeme = (lexeme: SQL) => sql`'''' || replace(replace(${lexeme}, '\\', '\\\\'), '''', '''''') || ''''`;

/**
 * The owner's lexeme and the user's words as one tsquery, every word required: the words folded
 * and split by the same parser as the documents, then quoted (so `'&|!:*()` is only text), those
 * of 3+ characters also matching as prefixes. Null when no word remains, which matches nothing.
 */
export function wordsQuerySql(userId: string, query: string): SQL {
  return sql`(select (${quotedLexeme(sql`'~' || ${userId}::text`)} || ' & ' || string_agg(
      ${quotedLexeme(sql`lexeme`)} || case when length(lexeme) >= ${MIN_FUZZY_LENGTH} then ':*' else '' end, ' & '))::tsquery
    from unnest(to_tsvector('simple', upline_fold(${query}))) where length(lexeme) > 1)`;
}

/** How many word matches are ranked; a word found in more of the owner's records ranks only these. */
const WORD_CANDIDATES = 200;

/**
 * Records whose email, company, notes, tags and the like hold every word, best ranked first. The
 * owner's lexeme in the query scopes the index scan; the owner is checked again outside it, where
 * the planner cannot add a second bitmap of all the owner's rows to the scan.
 */
function wordMatchesSql(kind: TSearchTable, userId: string, query: string, limit: number): SQL {
  const { table, detail, document } = SEARCH_TABLES[kind];
  const words = wordsQuerySql(userId, query);
  return sql`
    select id, first_name, last_name, email, detail, rank from (
      select id, user_id, first_name, last_name, email, ${detail} as detail, ts_rank(${document}, ${words}) as rank
      from ${sql.identifier(table)}
      where ${document} @@ ${words}
      limit ${WORD_CANDIDATES}
    ) d
    where user_id = ${userId}
    order by rank desc, id
    limit ${limit}`;
}

/**
 * The best matches of one table for the owner, at most `limit`: the records named most like the
 * query first (typos, accents), then those whose other fields hold its words. Text under 3
 * characters matches name starts only.
 */
export function searchTableSql(kind: TSearchTable, userId: string, query: string, limit: number): SQL {
  if (query.length < MIN_FUZZY_LENGTH) return nameMatchesSql(kind, userId, query, limit);
  return sql`
    with names as (${nameMatchesSql(kind, userId, query, limit)}),
      words as (${wordMatchesSql(kind, userId, query, limit)})
    select id, first_name, last_name, email, detail from (
      select id, first_name, last_name, email, detail, 0 as source, distance as score, term from names
      union all
      select id, first_name, last_name, email, detail, 1, -rank, '' from words where id not in (select id from names)
    ) m
    order by source, score, term, id
    limit ${limit}`;
}

/** Runs the searches side by side (on PostgreSQL each on its own pooled connection). */
export async function runSearches(db: TDb, queries: { kind: TSearchTable; query: SQL }[]) {
  return Promise.all(queries.map(async ({ kind, query }) => ({ kind, rows: await queryRows<TSearchRow>(db, query) })));
}
