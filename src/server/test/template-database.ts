import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { TConfig } from '../config.js';
import { openDatabase, type TDatabase } from '../db/client.js';
import { connectDatabase } from '../db/connect.js';
import { runMigrations } from '../db/migrate.js';

const templates = new Map<string, Blob>();

/**
 * Opens the database as the server does, but an in-memory PGlite starts from `pgliteTemplatePath`
 * (a migrated data directory dumped by global-setup.ts), so the migrations find nothing to do.
 * Without a template it migrates from scratch.
 */
export async function openTestDatabase(config: TConfig, pgliteTemplatePath: string | null | undefined): Promise<TDatabase> {
  if (!pgliteTemplatePath || config.databaseUrl !== 'memory://') return connectDatabase(config, () => {});
  let template = templates.get(pgliteTemplatePath);
  if (!template) {
    template = new Blob([readFileSync(pgliteTemplatePath)]);
    templates.set(pgliteTemplatePath, template);
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, statementTimeoutMs: config.statementTimeoutMs, loadDataDir: template });
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** One statement on the PostgreSQL server's maintenance database (CREATE and DROP DATABASE). */
export async function adminQuery(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
