import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { freePort } from '../../scripts/lib/databases.js';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { connectDatabase } from '../../src/server/db/connect.js';
import type { TDatabase } from '../../src/server/db/client.js';

export interface TRouteTiming {
  route: string;
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface TRunningServer {
  label: string;
  url: string;
  database?: TDatabase;
  /** Server-side time per route, slowest first: where a long tail comes from. */
  timings?: () => TRouteTiming[];
  close(): Promise<void>;
}

/**
 * Records how long each route took inside the server (request received to response sent), and
 * the requests a client gave up on before the server answered (aborted), with how long they had
 * been open: where a long tail comes from.
 */
function timeRoutes(app: FastifyInstance): () => TRouteTiming[] {
  const times = new Map<string, number[]>();
  const startedAt = new Map<string, number>();
  const record = (key: string, ms: number) => {
    const list = times.get(key) ?? [];
    list.push(ms);
    times.set(key, list);
  };
  const keyOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? request.url}`;
  app.addHook('onRequest', async (request) => {
    startedAt.set(request.id, performance.now());
  });
  app.addHook('onResponse', async (request, reply) => {
    startedAt.delete(request.id);
    record(keyOf(request), reply.elapsedTime);
  });
  app.addHook('onRequestAbort', async (request) => {
    record(`${keyOf(request)} (aborted by the client)`, performance.now() - (startedAt.get(request.id) ?? performance.now()));
  });
  const at = (sorted: number[], q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]);
  return () =>
    [...times.entries()]
      .map(([route, list]) => {
        const sorted = [...list].sort((x, y) => x - y);
        return { route, count: sorted.length, p50: at(sorted, 0.5), p99: at(sorted, 0.99), max: Math.round(sorted.at(-1) ?? 0) };
      })
      .sort((x, y) => y.max - x.max);
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
    // DB_NAMED_STATEMENTS=0 measures PostgreSQL without named prepared statements (as behind an old pooler).
    { NODE_ENV: 'production', PORT: String(port), BASE_URL: baseUrl, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: randomBytes(32).toString('hex'), SIGN_IN_RATE_LIMIT: '1000000', API_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn', DB_NAMED_STATEMENTS: process.env.DB_NAMED_STATEMENTS },
    { freePlanLimits: { prospects: 1_000_000, activities: 1_000_000, goals: 1_000_000, team_members: 1_000_000, tasks: 1_000_000 } },
  );
  const database = await connectDatabase(config, () => {});
  const app = await buildApp({ config, database, logger: false });
  const timings = timeRoutes(app);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    timings,
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
