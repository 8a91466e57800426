import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { freePort } from '../../scripts/lib/databases.js';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { connectDatabase } from '../../src/server/db/connect.js';
import type { TDatabase } from '../../src/server/db/client.js';

export interface TRunningServer {
  label: string;
  url: string;
  database?: TDatabase;
  close(): Promise<void>;
}

/** The baseline: a plain Fastify answering {ok:true}, in the same process as the app. */
export async function startBare(): Promise<TRunningServer> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true }));
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { label: 'bare Fastify GET /bare', url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/**
 * The real app, listening on a random port, in production mode with limits that a load test
 * must not trip (sign-in rate limit, free-plan record limits). Without a database URL it runs on
 * PGlite in a temporary directory, as a default install does.
 */
export async function startApp(databaseUrl: string | undefined): Promise<TRunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'upline-load-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig(
    { NODE_ENV: 'production', PORT: String(port), BASE_URL: baseUrl, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: randomBytes(32).toString('hex'), SIGN_IN_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn' },
    { freePlanLimits: { prospects: 1_000_000, activities: 1_000_000, goals: 1_000_000, team_members: 1_000_000 } },
  );
  const database = await connectDatabase(config, () => {});
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    label: database.kind === 'pglite' ? 'Upline on PGlite' : 'Upline on PostgreSQL',
    url: baseUrl,
    database,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
