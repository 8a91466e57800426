import { fillPlaceholders, is, SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TDb, TExecutor } from '../db/client.js';

/** Rows of a raw SQL query; both drivers (PGlite, node-postgres) answer `{ rows }`. */
export async function queryRows<T>(db: TExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A timestamp as ISO text in UTC, to the millisecond (truncated, as a JavaScript Date is): what
 * `Date#toISOString` would give, formatted by the database, so both drivers answer the same text
 * and a list of many rows parses and formats no Date.
 */
export const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** What both drivers' clients (PGlite, a node-postgres pool) answer to a statement with its values. */
interface TDriverClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Builds a statement's text and values as drizzle's own PostgreSQL drivers do. */
const dialect = new PgDialect();

/** A statement as the driver takes it: its text and its values. */
export interface TStatement {
  sql: string;
  params: unknown[];
}

/**
 * Statements rendered once per shape and run many times: `build` gives a shape's statement with a
 * `sql.placeholder` wherever a value goes, and each call binds the values. For the hottest reads,
 * whose text takes a few shapes only (never one per input): rendering drizzle's SQL objects anew
 * was about 40 µs of each request for the people list's first page.
 */
export function renderedOnce<TShape extends string>(build: (shape: TShape) => SQL): (shape: TShape, values: Record<string, unknown>) => TStatement {
  const rendered = new Map<TShape, TStatement>();
  return (shape, values) => {
    let statement = rendered.get(shape);
    if (!statement) rendered.set(shape, (statement = dialect.sqlToQuery(build(shape))));
    return { sql: statement.sql, params: fillPlaceholders(statement.params, values) };
  };
}

/**
 * Rows of a read sent straight to the driver, past drizzle's `execute`: the same statement, with
 * the driver's own types (timestamps as `Date`, not text). On PGlite, drizzle sends its type
 * parsers with every statement, and PGlite merges them into a copy of its ~300 parsers each time:
 * 0.16 ms a statement, a third of the people list's first page beside its SQL (docs/scaling.md,
 * "People list"). For the hottest reads only, whose callers take either type; a transaction's
 * reads keep `queryRows`, on the transaction's connection.
 */
export async function queryDriverRows<T>(db: TDb, query: SQL | TStatement): Promise<T[]> {
  const { sql: text, params } = is(query, SQL) ? dialect.sqlToQuery(query) : query;
  const { rows } = await (db as unknown as { $client: TDriverClient }).$client.query(text, params);
  return rows as T[];
}

/**
 * Several scalar subqueries read in ONE statement (one round trip where a page needs many small
 * reads, as the dashboard does): the answer has one column per name of `parts`.
 */
export async function selectScalars<T extends Record<string, unknown>>(db: TExecutor, parts: Record<string, SQL>): Promise<T> {
  const columns = Object.entries<SQL>(parts).map(([name, part]) => sql`${part} as ${sql.identifier(name)}`);
  const [row] = await queryRows<T>(db, sql`select ${sql.join(columns, sql`, `)}`);
  return row;
}
