import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../src/server/db/client.js';
import pg from 'pg';
import { freshPostgresDatabase } from '../../scripts/lib/databases.js';
import type { TQuery } from './write-kinds.js';

/** A database the server under test runs on, and a direct way in for the checks. */
export interface TFaultTarget {
  label: string;
  /** Environment for the server process. */
  env: Record<string, string>;
  /** Opens the database directly (the server is dead at that moment). */
  open(): Promise<{ query: TQuery; close(): Promise<void> }>;
  cleanup(): Promise<void>;
  /** Keeps the data for a post-mortem; answers where. */
  keep(): string;
}

/** PGlite in a fresh directory; opening it after a kill is itself one of the checks. */
export function pgliteTarget(): TFaultTarget {
  const dataDir = mkdtempSync(join(tmpdir(), 'upline-faults-'));
  let kept = false;
  return {
    label: 'PGlite',
    env: { DATA_DIR: dataDir },
    async open() {
      const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
      return {
        query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
        close: () => db.close(),
      };
    },
    async cleanup() {
      if (!kept) rmSync(dataDir, { recursive: true, force: true });
    },
    keep() {
      kept = true;
      return dataDir;
    },
  };
}

export async function postgresTarget(serverUrl: string): Promise<TFaultTarget> {
  const fresh = await freshPostgresDatabase(serverUrl, 'upline_faults');
  let kept = false;
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: fresh.url },
    async open() {
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      return {
        query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
        close: () => client.end(),
      };
    },
    cleanup: () => (kept ? Promise.resolve() : fresh.drop()),
    keep() {
      kept = true;
      return `database ${fresh.name}`;
    },
  };
}
