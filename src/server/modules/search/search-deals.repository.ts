import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { queryRows } from '../../lib/sql.js';
import { MIN_FUZZY_LENGTH, nearestTermsSql, wordsQuerySql } from './search.repository.js';

export interface TDealSearchRow {
  id: string;
  title: string;
  company: string | null;
  stage: string;
  value_cents: number;
}

/** The deal's full-text document; must stay the expression of the index deals_search_document (migration 0024). */
const DOCUMENT = sql`upline_document(user_id, ARRAY[title, company, notes], tags)`;
/**
 * Open deals before closed ones, soonest close date first: the order of the folded-name indexes
 * (migration 0024), written with literals as there, or the planner cannot use their order.
 */
const CLOSED = sql`(stage IN ('closed_won', 'closed_lost'))`;
const COLUMNS = sql`id, title, company, stage, value_cents::float8 as value_cents, ${CLOSED} as closed, close_date`;
/** How many word matches are ranked, as for people. */
const WORD_CANDIDATES = 200;

/** The owner's deals whose folded title or company is `term`, each index read in its own order. */
function dealsOfTermSql(userId: string, term: SQL, limit: number): SQL {
  const of = (field: SQL) => sql`(
    select ${COLUMNS} from deals
    where user_id = ${userId} and upline_fold(${field}) = ${term}
    order by ${CLOSED}, close_date, id
    limit ${limit})`;
  return sql`${of(sql`title`)} union all ${of(sql`company`)}`;
}

/**
 * The owner's deals titled or placed at a company most like the query (typos, accents), through
 * search_terms as for people; a deal reached by both its title and its company comes once.
 */
function nameMatchesSql(userId: string, query: string, limit: number): SQL {
  return sql`
    select id, title, company, stage, value_cents, closed, close_date, distance, term from (
      select distinct on (r.id) r.*, t.distance, t.term
      from (${nearestTermsSql('deals', userId, query, limit)}) t
      cross join lateral (${dealsOfTermSql(userId, sql`t.term`, limit)}) r
      order by r.id, t.distance, t.term
    ) m
    order by distance, term, closed, close_date, id
    limit ${limit}`;
}

/** Deals whose title, company, notes or tags hold every word of the query, best ranked first. */
function wordMatchesSql(userId: string, query: string, limit: number): SQL {
  const words = wordsQuerySql(userId, query);
  return sql`
    select id, title, company, stage, value_cents, rank from (
      select id, user_id, title, company, stage, value_cents::float8 as value_cents, ts_rank(${DOCUMENT}, ${words}) as rank
      from deals
      where ${DOCUMENT} @@ ${words}
      limit ${WORD_CANDIDATES}
    ) d
    where user_id = ${userId}
    order by rank desc, id
    limit ${limit}`;
}

/**
 * The `deals` category of global search: near titles and companies first, then word matches; under
 * 3 characters, starts only. Word matches come after every name match, so when the names fill the
 * answer they are not looked for (ranking them costs a document per candidate).
 */
export function searchDealsSql(userId: string, query: string, limit: number): SQL {
  if (query.length < MIN_FUZZY_LENGTH) return sql`select id, title, company, stage, value_cents from (${nameMatchesSql(userId, query, limit)}) n`;
  return sql`
    with names as (${nameMatchesSql(userId, query, limit)}),
      words as (select * from (${wordMatchesSql(userId, query, limit)}) w where (select count(*) from names) < ${limit})
    select id, title, company, stage, value_cents from (
      select id, title, company, stage, value_cents, 0 as source, distance as score, term, closed, close_date from names
      union all
      select id, title, company, stage, value_cents, 1, -rank, '', false, null from words where id not in (select id from names)
    ) m
    order by source, score, term, closed, close_date, id
    limit ${limit}`;
}

export function searchDeals(db: TDb, userId: string, query: string, limit: number): Promise<TDealSearchRow[]> {
  return queryRows<TDealSearchRow>(db, searchDealsSql(userId, query, limit));
}
