import { mkdirSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';
import { acquireDataDirLock } from './data-dir-lock.js';
import { BudgetedPool } from './connection-budget.js';

/**
 * Trigram similarity at which search counts a name as a match, for every connection: "jonh smiht"
 * shares 5 of 17 trigrams with "john smith" (0.29), under the extension's 0.3 default.
 */
export const SEARCH_SIMILARITY_THRESHOLD = 0.2;

export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction: repositories accept either. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TExecutor = TDb | TTx;
export type TDatabaseKind = 'pglite' | 'postgres';

export interface TDatabase {
  db: TDb;
  kind: TDatabaseKind;
  /** Raw SQL for the few places drizzle cannot express (benchmarks' raw baselines, health). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Subscribes to a NOTIFY channel; resolves to the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Runs `fn` while holding a lock that every instance on this database respects. */
  withExclusiveLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface TDatabaseOptions {
  /** Unset: PGlite in `dataDir`; `memory://`: PGlite in memory; else a PostgreSQL URL. */
  url: string | undefined;
  dataDir: string;
  statementTimeoutMs: number;
  /** PGlite in memory only: start from this dumped data directory (tests load a migrated template). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  if (options.url && !options.url.startsWith('memory://')) return openPostgres(options.url, options.statementTimeoutMs);
  return openPglite(options.url ? undefined : options.dataDir, options.loadDataDir);
}

/**
 * PGlite runs each query synchronously on this thread and hands its lock to the next waiting query
 * in a microtask, so a queue of queries runs back to back and no socket is read until it drains:
 * under 100 busy connections some requests waited over 10 s before the server even parsed them.
 * One event-loop turn before each query lets the server read sockets in between, so requests
 * queue in the order they arrive.
 */
function yieldBeforeEachQuery(client: PGlite) {
  const runExclusiveQuery = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = (fn) =>
    runExclusiveQuery(async () => {
      await nextTurn();
      return fn();
    });
}

/** The contrib extensions the migrations create; every PGlite that opens our data needs them loaded. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, btree_gist };

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<TDatabase> {
  let releaseLock = async () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
  }
  const client = await PGlite.create(dataDir ? `${dataDir}/pglite` : undefined, { extensions: PGLITE_EXTENSIONS, loadDataDir: dataDir ? undefined : loadDataDir });
  await client.exec(`SET pg_trgm.similarity_threshold = ${SEARCH_SIMILARITY_THRESHOLD}`);
  yieldBeforeEachQuery(client);
  const db = drizzlePglite(client, { schema }) as unknown as TDb;
  return {
    db,
    kind: 'pglite',
    async query(sql, params) {
      const result = await client.query(sql, params);
      return result.rows as never;
    },
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return unsubscribe;
    },
    // One process owns a PGlite directory (the lockfile), so nothing else can race it.
    withExclusiveLock: (_key, fn) => fn(),
    async close() {
      await client.close();
      await releaseLock();
    },
  };
}

async function openPostgres(url: string, statementTimeoutMs: number): Promise<TDatabase> {
  const pool = new BudgetedPool({
    connectionString: url,
    max: 20,
    statement_timeout: statementTimeoutMs,
    connectionTimeoutMillis: 5_000,
    options: `-c pg_trgm.similarity_threshold=${SEARCH_SIMILARITY_THRESHOLD}`,
  });
  // An idle client's socket error must not crash the process; the pool replaces the client.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as TDb;
  const listeners: pg.Client[] = [];
  return {
    db,
    kind: 'postgres',
    async query(sql, params) {
      const result = await pool.query(sql, params as unknown[]);
      return result.rows;
    },
    async listen(channel, onPayload) {
      // LISTEN needs its own connection: a pooled one would be handed to other queries.
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
      });
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      listeners.push(client);
      return async () => {
        await client.end().catch(() => {});
      };
    },
    async withExclusiveLock(key, fn) {
      // Session-level advisory locks belong to one connection, so hold a dedicated one.
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    async close() {
      await Promise.all(listeners.map((c) => c.end().catch(() => {})));
      await pool.end();
    },
  };
}
