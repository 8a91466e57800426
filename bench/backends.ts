import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/server/config.js';
import { connectDatabase } from '../src/server/db/connect.js';
import { buildApp } from '../src/server/app.js';

export const PG_SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_SERVER_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A fresh database for one run: a PGlite directory, or a new database on the PostgreSQL server. */
export async function openBackend(kind: 'pglite' | 'postgres') {
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  const temporary = kind === 'pglite' && !process.env.BENCH_PGLITE_DIR;
  const dataDir = kind === 'pglite' ? (process.env.BENCH_PGLITE_DIR ?? mkdtempSync(join(tmpdir(), 'upline-bench-'))) : tmpdir();
  if (kind === 'postgres') {
    const name = `upline_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(PG_SERVER_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: PG_SERVER_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  // Seeding a million rows on a busy machine outlasts the 15 s statement timeout of the app.
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, BASE_URL: 'http://localhost:3999', SIGN_IN_RATE_LIMIT: '100000', API_RATE_LIMIT: '1000000', DB_STATEMENT_TIMEOUT_MS: '600000' });
  const database = await connectDatabase(config, () => {});
  const app = await buildApp({ config, database, logger: false });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      // A generated data set is 2 GB: keep it only when asked to (BENCH_PGLITE_DIR).
      if (temporary) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second server instance on the same PostgreSQL database. */
export async function openSecondInstance(first: Awaited<ReturnType<typeof openBackend>>) {
  const database = await connectDatabase(first.config, () => {});
  const app = await buildApp({ config: first.config, database, logger: false });
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
