import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TDb, TExecutor } from '../db/client.js';

/** Rows of a raw SQL query; both drivers (PGlite, node-postgres) answer `{ rows }`. */
export async function queryRows<T>(db: TExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** What both drivers' clients (PGlite, a node-postgres pool) answer to a statement with its values. */
interface TDriverClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Builds a statement's text and values as drizzle's own PostgreSQL drivers do. */
const dialect = new PgDialect();

/**
 * Rows of a read sent straight to the driver, past drizzle's `execute`: the same statement, with
 * the driver's own types (timestamps as `Date`, not text). On PGlite, drizzle sends its type
 * parsers with every statement, and PGlite merges them into a copy of its ~300 parsers each time:
 * 0.16 ms a statement, a third of the people list's first page beside its SQL (docs/scaling.md,
 * "People list"). For the hottest reads only, whose callers take either type; a transaction's
 * reads keep `queryRows`, on the transaction's connection.
 */
export async function queryDriverRows<T>(db: TDb, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
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
