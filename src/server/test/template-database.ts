import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { TConfig } from '../config.js';
import { openDatabase, type TDatabase } from '../db/client.js';
import { connectDatabase } from '../db/connect.js';
import { runMigrations } from '../db/migrate.js';

const templates = new Map<string, Blob>();

/**
 * A test database holds a few hundred rows: PostgreSQL's default 128 MB buffer pool only made each
 * of the suite's hundred-odd PGlite starts cost a second more.
 */
const TEST_PGLITE_SETTINGS = ['shared_buffers = 16MB'];

/**
 * The template as PGlite reads it (it calls only `arrayBuffer()` and looks at `type`), answering
 * the same bytes every time: Node's Blob copies its 35–45 MB through a stream of small chunks on
 * every read, about half a second per test app. PGlite copies each file out before using it.
 */
function templateBlob(bytes: Buffer): Blob {
  // A file this size gets an ArrayBuffer of its own; copying it is only for a pooled small one.
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return { type: 'application/x-tar', size: buffer.byteLength, arrayBuffer: async () => buffer } as unknown as Blob;
}

/**
 * Opens the database as the server does, but an in-memory PGlite starts from `pgliteTemplatePath`
 * (a migrated data directory dumped by global-setup.ts), so the migrations find nothing to do.
 * Without a template it migrates from scratch.
 */
export async function openTestDatabase(config: TConfig, pgliteTemplatePath: string | null | undefined): Promise<TDatabase> {
  if (!pgliteTemplatePath || config.databaseUrl !== 'memory://') return connectDatabase(config, () => {});
  let template = templates.get(pgliteTemplatePath);
  if (!template) {
    template = templateBlob(readFileSync(pgliteTemplatePath));
    templates.set(pgliteTemplatePath, template);
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, statementTimeoutMs: config.statementTimeoutMs, loadDataDir: template, pgliteSettings: TEST_PGLITE_SETTINGS });
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
