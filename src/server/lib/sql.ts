import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../db/client.js';

/** Rows of a raw SQL query; both drivers (PGlite, node-postgres) answer `{ rows }`. */
export async function queryRows<T>(db: TExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
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
