import { asc, count, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../db/client.js';
import type { TPage } from '../../shared/common/pagination.js';
import { jsonRows } from './json-rows.js';
import { selectScalars } from './sql.js';

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
 * one statement (a round trip fewer: most list views filter by nothing but the owner); else the
 * page and a count of the filtered rows are read side by side, on two connections.
 */
export async function readPage<T extends PgSelect>(db: TExecutor, list: TListQuery<T>, page: { page: number; pageSize: number }): Promise<{ rows: Awaited<T>; total: number }> {
  if (list.total) {
    const rows = jsonRows(pageSelect(list, page) as T & PromiseLike<Awaited<T>>);
    const answer = await selectScalars<{ rows: unknown; total: number | string }>(db, { rows: rows.sql, total: list.total });
    return { rows: rows.decode(answer.rows) as Awaited<T>, total: Number(answer.total) };
  }
  const [rows, [{ n }]] = await Promise.all([pageSelect(list, page), db.select({ n: count() }).from(list.table).where(list.where)]);
  return { rows: rows as Awaited<T>, total: n };
}

export const isoOrNull = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A Postgres unique violation on the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string; cause?: unknown };
  if (e?.code === '23505' && (e.constraint === constraint || String(e.message).includes(constraint))) return true;
  return e?.cause ? isUniqueViolation(e.cause, constraint) : false;
}
