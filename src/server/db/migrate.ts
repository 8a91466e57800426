import { resolve } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { TDatabase } from './client.js';

/** Resolved from the working directory: compiled output sits one level deeper than the source. */
export const MIGRATIONS_DIR = resolve('src/server/db/migrations');

/** An arbitrary constant shared by every instance, so only one of them migrates at a time. */
const MIGRATION_LOCK_KEY = 725_340_118;

export async function runMigrations(database: TDatabase): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  await database.withExclusiveLock(MIGRATION_LOCK_KEY, async () => {
    if (database.kind === 'pglite') await migratePglite(database.db as never, config);
    else await migratePg(database.db as never, config);
  });
}
