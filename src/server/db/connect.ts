import type { TConfig } from '../config.js';
import { openDatabase, type TDatabase } from './client.js';
import { runMigrations } from './migrate.js';

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Opens and migrates the database. A PostgreSQL that is not up yet is retried with exponential
 * backoff (0.5 s doubling to 8 s, about a minute in all) before giving up with a clear message,
 * so a container start order never turns into a crash loop.
 */
export async function connectDatabase(config: TConfig, log: (msg: string) => void, attempts = 8): Promise<TDatabase> {
  const { listenUrl, readUrl, readMaxLagMs } = config.databaseReplicas;
  const options = { url: config.databaseUrl, dataDir: config.dataDir, statementTimeoutMs: config.statementTimeoutMs, namedStatements: config.namedStatements, listenUrl, readUrl, readMaxLagMs };
  for (let attempt = 1; ; attempt++) {
    let database: TDatabase | undefined;
    try {
      database = await openDatabase(options);
      await database.query('select 1');
      await runMigrations(database);
      return database;
    } catch (error) {
      await database?.close().catch(() => {});
      const message = (error as Error).message;
      const retryable = database?.kind !== 'pglite' && config.databaseUrl !== undefined && /ECONNREFUSED|ENOTFOUND|timeout|terminat|starting up|Connection/i.test(message);
      if (!retryable || attempt >= attempts) throw new Error(`Could not open the database: ${message}`);
      const wait = Math.min(8_000, 500 * 2 ** (attempt - 1));
      log(`Database not reachable (${message}); retrying in ${wait} ms (attempt ${attempt}/${attempts})`);
      await delay(wait);
    }
  }
}
