import type { SQL } from 'drizzle-orm';
import type { TExecutor } from '../db/client.js';

/** Rows of a raw SQL query; both drivers (PGlite, node-postgres) answer `{ rows }`. */
export async function queryRows<T>(db: TExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
