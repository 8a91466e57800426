import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { queryRows } from '../../lib/sql.js';
import { MIN_FUZZY_LENGTH, nearestTermsSql, wordsQuerySql } from './search.repository.js';

export interface TTaskSearchRow {
  id: string;
  title: string;
  detail: string | null;
}

/** The task's full-text document; must stay the expression of the index tasks_search_document (migration 0020). */
const DOCUMENT = sql`upline_document(user_id, ARRAY[title, description], tags)`;
const DETAIL = sql`left(description, 120)`;
/** How many word matches are ranked, as for people. */
const WORD_CANDIDATES = 200;

/**
 * The owner's tasks titled most like the query (typos, accents), through search_terms as for
 * people: each near title's tasks come open ones first, soonest due first.
 */
function titleMatchesSql(userId: string, query: string, limit: number): SQL {
  return sql`
    select r.id, r.title, r.detail, t.distance, t.term
    from (${nearestTermsSql('tasks', userId, query, limit)}) t
    cross join lateral (
      select id, title, ${DETAIL} as detail from tasks
      where user_id = ${userId} and upline_fold(title) = t.term
      order by status in ('completed', 'archived'), due_at nulls last, id
      limit ${limit}
    ) r
    order by t.distance, t.term
    limit ${limit}`;
}

/** Tasks whose title, description or tags hold every word of the query, best ranked first. */
function wordMatchesSql(userId: string, query: string, limit: number): SQL {
  const words = wordsQuerySql(userId, query);
  return sql`
    select id, title, detail, rank from (
      select id, user_id, title, ${DETAIL} as detail, ts_rank(${DOCUMENT}, ${words}) as rank
      from tasks
      where ${DOCUMENT} @@ ${words}
      limit ${WORD_CANDIDATES}
    ) d
    where user_id = ${userId}
    order by rank desc, id
    limit ${limit}`;
}

/** The `tasks` category of global search: near titles first, then word matches; under 3 characters, title starts only. */
export function searchTasksSql(userId: string, query: string, limit: number): SQL {
  if (query.length < MIN_FUZZY_LENGTH) return titleMatchesSql(userId, query, limit);
  return sql`
    with titles as (${titleMatchesSql(userId, query, limit)}),
      words as (${wordMatchesSql(userId, query, limit)})
    select id, title, detail from (
      select id, title, detail, 0 as source, distance as score, term from titles
      union all
      select id, title, detail, 1, -rank, '' from words where id not in (select id from titles)
    ) m
    order by source, score, term, id
    limit ${limit}`;
}

export function searchTasks(db: TDb, userId: string, query: string, limit: number): Promise<TTaskSearchRow[]> {
  return queryRows<TTaskSearchRow>(db, searchTasksSql(userId, query, limit));
}
