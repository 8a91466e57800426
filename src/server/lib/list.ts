import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../db/client.js';
import type { TPage } from '../../shared/common/pagination.js';
import { jsonRows } from './json-rows.js';
import { queryRows, selectScalars } from './sql.js';

/** `%` and `_` typed by a person are literal characters, not wildcards. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive substring match on any of the columns (small lists: no index behind it). */
export function matchAny(q: string | undefined, columns: PgColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
}

/** Shorter queries give trigrams nothing to narrow the rows with: they match the start of a name. */
export const SUBSTRING_MIN_LENGTH = 3;
/** Joins the fields in `upline_list_text`: never typed, so a match cannot span two fields. */
const FIELD_SEPARATOR = '\x1f';

/**
 * What a list's `q` reads: `text`, the row's stored `list_text` (migration 0037: its `columns`
 * joined by `upline_list_text` and lowercased, with a trigram index), and `prefix`, the names
 * whose start a short query matches.
 */
export interface TListTextFields {
  text: SQL;
  columns: PgColumn[];
  prefix: PgColumn[];
}

/** A table's stored list text (migration 0037); not in the drizzle schema, so whole-row reads leave it out. */
export const listTextOf = (table: PgTable): SQL => sql`${table}.${sql.identifier('list_text')}`;

/**
 * The `q` filter of the big lists, answered through indexes:
 * - 3+ characters: a case-insensitive substring of any of `fields.columns`, as `matchAny` would
 *   find (ILIKE is lower(text) LIKE lower(pattern)), through the trigram index on `fields.text`;
 * - 1 or 2 characters: the start of any of `fields.prefix` (the first and last name, an activity's
 *   title), through their `lower(...)` trigram indexes.
 */
export function matchText(q: string | undefined, fields: Omit<TListTextFields, 'columns'>): SQL | undefined {
  if (!q) return undefined;
  if (q.includes(FIELD_SEPARATOR)) return sql`false`;
  if ([...q].length < SUBSTRING_MIN_LENGTH) {
    const prefix = `${escapeLike(q)}%`;
    return or(...fields.prefix.map((c) => sql`lower(${c}) like lower(${prefix})`));
  }
  return sql`${fields.text} like lower(${`%${escapeLike(q)}%`})`;
}

/** ORDER BY the chosen column, then by id so that pages never overlap or skip rows. */
export function orderOf(column: PgColumn, direction: 'asc' | 'desc', id: PgColumn): SQL[] {
  return [direction === 'asc' ? asc(column) : desc(column), asc(id)];
}

export function pageOf<T>(items: T[], total: number, query: { page: number; pageSize: number }): TPage<T> {
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export const offsetOf = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;

/**
 * A list's query: `select` up to its WHERE (made `$dynamic()`), `order` its ORDER BY; `total`, when
 * the caller knows a cheaper exact total than counting the filtered rows (`ownerTotal`).
 */
export interface TListQuery<T extends PgSelect> {
  table: PgTable;
  where: SQL | undefined;
  select: T;
  order: (SQL | PgColumn)[];
  total?: SQL;
  /** A filter whose page can be found by walking an index in the list's order (`readPage`). */
  walk?: TListWalk;
}

/**
 * A list of `scope`'s rows (the owner's) filtered by `match` (a status, a text), in an order an
 * index serves for `scope`, so that its rows can be read in that order from the first.
 */
export interface TListWalk {
  scope: SQL | undefined;
  match: SQL;
  id: PgColumn;
  /** The list's order: this column, then the id ascending (`orderOf`). */
  sort: { column: PgColumn; direction: 'asc' | 'desc' };
}

/**
 * A walk reads this many of the owner's rows per row its page ends at (at least `WALK_ROWS_MIN`):
 * it answers filters that one row in ten matches or more, which are the ones that cost most to
 * match and sort first. A rarer filter costs the walk's read (under a millisecond for 200 rows)
 * on top of filtering first.
 */
export const WALK_ROWS_PER_PAGE_ROW = 10;
export const WALK_ROWS_MIN = 200;
/** Pages ending further than this filter first. */
export const WALK_PAGE_END_MAX = 200;

/**
 * What an owner's list filters and sorts by, as `readPage` takes it: the owner's rows (`owner` =
 * `userId`) and `match` (a status, a text: which of them it shows, undefined for all), apart so
 * that a list sorted in `indexedSort`, the order an index on `(user_id, sort column, id)` serves,
 * can be walked; the total from the count triggers when nothing but the owner filters it.
 */
export function ownerListParts(options: { entity: string; userId: string; owner: PgColumn; match: SQL | undefined; id: PgColumn; sort: TListWalk['sort']; indexedSort: TListWalk['sort'] }) {
  const { entity, userId, owner, match, id, sort, indexedSort } = options;
  const scope = eq(owner, userId);
  const indexed = sort.column === indexedSort.column && sort.direction === indexedSort.direction;
  return {
    where: and(scope, match),
    order: orderOf(sort.column, sort.direction, id),
    total: match ? undefined : ownerTotal(userId, entity),
    walk: match && indexed ? { scope, match, id, sort } : undefined,
  };
}

/**
 * The exact number of an owner's rows in a table whose count triggers keep (migration 0003:
 * prospects, contacts, team members, activities, goals, tasks): the total of a list that filters
 * by nothing but its owner.
 */
export const ownerTotal = (userId: string, entity: string): SQL => sql`coalesce((select n from owner_counts where user_id = ${userId} and entity = ${entity}), 0)`;

/** The select of one page of a list, not yet run (the dashboard reads first pages inside one statement). */
export function pageSelect<T extends PgSelect>(list: TListQuery<T>, page: { page: number; pageSize: number }): T {
  return list.select.orderBy(...list.order).limit(page.pageSize).offset(offsetOf(page)) as T;
}

/**
 * One page of a list and the exact total of the same filter. With a known `total` both come in
 * one statement (a round trip fewer: most list views filter by nothing but the owner); a list
 * that can be walked in its order reads its page that way (`readWalkedPage`); else the page and a
 * count of the filtered rows are read side by side, on two connections.
 */
export async function readPage<T extends PgSelect>(db: TExecutor, list: TListQuery<T>, page: { page: number; pageSize: number }): Promise<{ rows: Awaited<T>; total: number }> {
  if (list.total) {
    const rows = jsonRows(pageSelect(list, page) as T & PromiseLike<Awaited<T>>);
    const answer = await selectScalars<{ rows: unknown; total: number | string }>(db, { rows: rows.sql, total: list.total });
    return { rows: rows.decode(answer.rows) as Awaited<T>, total: Number(answer.total) };
  }
  if (list.walk) return readWalkedPage(db, list, list.walk, page);
  const [rows, total] = await Promise.all([pageSelect(list, page), countOf(db, list)]);
  return { rows: rows as Awaited<T>, total };
}

const countOf = async (db: TExecutor, list: TListQuery<PgSelect>) => (await db.select({ n: count() }).from(list.table).where(list.where))[0]!.n;

/**
 * The walk first (under a millisecond); when it finds the page, the rows beside the count of all
 * matches (none needed when the walk read every one of the owner's rows: most books are smaller
 * than a walk); when it cannot, the matches are read once for both the page's ids and their number
 * (`matchedPage`), where a count beside them would match the same rows a second time.
 */
async function readWalkedPage<T extends PgSelect>(db: TExecutor, list: TListQuery<T>, walk: TListWalk, page: { page: number; pageSize: number }): Promise<{ rows: Awaited<T>; total: number }> {
  const walked = await walkedPage(db, list, walk, page);
  if (walked) {
    const [rows, total] = await Promise.all([rowsByIds(list, walk, walked.ids), walked.total ?? countOf(db, list)]);
    return { rows, total };
  }
  const { ids, total } = await matchedPage(db, list, walk, page);
  return { rows: await rowsByIds(list, walk, ids), total };
}

/**
 * A filtered page's ids found the way a person would look for it: the owner's first rows in the
 * list's order (through the index on that order), each marked by whether it matches. A broad
 * filter (a company a quarter of the contacts share) finds its page within the first rows, where
 * filtering first would match, fetch and sort a quarter of the book. Null when the walk cannot
 * answer: its rows hold fewer matches than the page ends at, and more rows follow them; the
 * filter then goes first (it matches few rows, or they come late in the order). The first matches
 * in the walk are the first matches of all: every row after the walk comes after them in the
 * same order. `total` when the walk read all of the owner's rows, so it saw every match.
 */
async function walkedPage<T extends PgSelect>(db: TExecutor, list: TListQuery<T>, walk: TListWalk, page: { page: number; pageSize: number }): Promise<{ ids: string[]; total?: number } | null> {
  const start = offsetOf(page);
  const end = start + page.pageSize;
  if (end > WALK_PAGE_END_MAX) return null;
  const walkRows = Math.max(WALK_ROWS_MIN, end * WALK_ROWS_PER_PAGE_ROW);
  const steps = await db
    .select({ id: walk.id, hit: sql<boolean>`${walk.match}` })
    .from(list.table)
    .where(walk.scope)
    .orderBy(...list.order)
    .limit(walkRows);
  const hits = steps.filter((step) => step.hit).map((step) => String(step.id));
  const readAll = steps.length < walkRows;
  if (hits.length < end && !readAll) return null;
  return { ids: hits.slice(start, end), total: readAll ? hits.length : undefined };
}

/**
 * The page's ids when the walk could not answer, and the number of matches, from one reading of
 * the matching rows. Written so the planner cannot walk the order's index instead (MATERIALIZED
 * keeps the filter apart from the ORDER BY): it would read on through the owner's rows for a
 * filter whose matches come late in the order, every row of them (a last name like `weber`:
 * 96,000 rows read, 1.2 s).
 */
async function matchedPage<T extends PgSelect>(db: TExecutor, list: TListQuery<T>, walk: TListWalk, page: { page: number; pageSize: number }): Promise<{ ids: string[]; total: number }> {
  const direction = walk.sort.direction === 'asc' ? sql`asc` : sql`desc`;
  const [answer] = await queryRows<{ ids: string[]; total: number | string }>(
    db,
    sql`with matches as materialized (select ${walk.id} as id, ${walk.sort.column} as key from ${list.table} where ${list.where})
      select (select count(*) from matches) as total,
        array(select id::text from (select id from matches order by key ${direction}, id asc limit ${page.pageSize} offset ${offsetOf(page)}) page) as ids`,
  );
  return { ids: answer!.ids, total: Number(answer!.total) };
}

/** The list's rows of these ids, in the list's order. */
async function rowsByIds<T extends PgSelect>(list: TListQuery<T>, walk: TListWalk, ids: string[]): Promise<Awaited<T>> {
  if (ids.length === 0) return [] as unknown as Awaited<T>;
  return (await list.select.where(and(list.where, inArray(walk.id, ids))).orderBy(...list.order)) as Awaited<T>;
}

export const isoOrNull = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A Postgres unique violation on the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string; cause?: unknown };
  if (e?.code === '23505' && (e.constraint === constraint || String(e.message).includes(constraint))) return true;
  return e?.cause ? isUniqueViolation(e.cause, constraint) : false;
}
