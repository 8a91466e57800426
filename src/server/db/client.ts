import { mkdirSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';
import { acquireDataDirLock } from './data-dir-lock.js';
import { BudgetedPool } from './connection-budget.js';
import { namingClient } from './named-statements.js';
import { ReplicaRouter } from './read-replica.js';
import { SessionClient } from './session-client.js';

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
  /**
   * For the read-heavy reports, analytics and exports: the replica of `DATABASE_READ_URL` while it
   * is at most `DATABASE_READ_MAX_LAG_MS` behind, else (and without one) the same as `db`. Never
   * for a read that must see the caller's own write of a moment ago, nor for writes.
   */
  readDb: TDb;
  kind: TDatabaseKind;
  /**
   * Raw SQL for the few places drizzle cannot express (benchmarks' raw baselines).
   * `blob`, PGlite only: the data of a `COPY … FROM '/dev/blob'`.
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: { blob?: Blob }): Promise<T[]>;
  /** Subscribes to a NOTIFY channel; resolves to the unsubscribe function. A lost connection is reopened. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY on a connection of its own (not the request pool), retried once the connection is back. */
  notify(channel: string, payload: string): Promise<void>;
  /** `select 1` on a connection of its own, within `timeoutMs`: the health check. */
  ping(timeoutMs: number): Promise<void>;
  /** Runs `fn` while holding a lock that every instance on this database respects. */
  withExclusiveLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface TDatabaseOptions {
  /** Unset: PGlite in `dataDir`; `memory://`: PGlite in memory; else a PostgreSQL URL. */
  url: string | undefined;
  dataDir: string;
  statementTimeoutMs: number;
  /** PostgreSQL: statements with parameters go as named prepared statements (default on). */
  namedStatements?: boolean;
  /** PostgreSQL: a direct session connection for LISTEN and the migration lock (default: `url`). */
  listenUrl?: string;
  /** PostgreSQL: a streaming replica for `readDb`, used while at most `readMaxLagMs` behind. */
  readUrl?: string;
  readMaxLagMs?: number;
}

export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  if (options.url && !options.url.startsWith('memory://')) return openPostgres(options);
  return openPglite(options.url ? undefined : options.dataDir);
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
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, btree_gist, btree_gin };

async function openPglite(dataDir: string | undefined): Promise<TDatabase> {
  let releaseLock = async () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
  }
  const client = await PGlite.create(dataDir ? `${dataDir}/pglite` : undefined, { extensions: PGLITE_EXTENSIONS });
  await preparePglite(client);
  return pgliteDatabase(client, async () => {
    await client.close();
    await releaseLock();
  });
}

/** Once per PGlite client the app uses: its session's search threshold, and the query queue's yield. */
export async function preparePglite(client: PGlite): Promise<void> {
  await setSearchThreshold(client);
  yieldBeforeEachQuery(client);
}

/** The session's trigram threshold (PGlite's one session; `DISCARD ALL` resets it). */
export async function setSearchThreshold(client: PGlite): Promise<void> {
  await client.exec(`SET pg_trgm.similarity_threshold = ${SEARCH_SIMILARITY_THRESHOLD}`);
}

/** The app's handle over a prepared PGlite client; `close` is what closing the handle does. */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>): TDatabase {
  const db = drizzlePglite(client, { schema }) as unknown as TDb;
  return {
    db,
    readDb: db,
    kind: 'pglite',
    async query(sql, params, options) {
      const result = await client.query(sql, params, options?.blob ? { blob: options.blob } : undefined);
      return result.rows as never;
    },
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return unsubscribe;
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // One process and one thread: there is no other connection to ask.
    async ping() {
      await client.query('select 1');
    },
    // One process owns a PGlite directory (the lockfile), so nothing else can race it.
    withExclusiveLock: (_key, fn) => fn(),
    close,
  };
}

/**
 * The pool sends the statement timeout and the trigram threshold as startup parameters; a
 * transaction pooler (PgBouncer) drops them (`ignore_startup_parameters`) and cannot keep a
 * `SET` either, so migration 0035 stores the threshold on the database itself and the
 * deployment sets `statement_timeout` on the role (docs/scaling.md). The only state kept in a
 * session is its named prepared statements (`named-statements.ts`), unless `namedStatements` is
 * off for a pooler that cannot keep them; advisory locks are transaction-scoped, except the
 * migration lock, which holds its own connection to the direct `listenUrl`.
 */
function postgresPool(url: string, statementTimeoutMs: number, namedStatements: boolean): BudgetedPool {
  const pool = new BudgetedPool({
    ...(namedStatements && { Client: namingClient() }),
    connectionString: url,
    max: 20,
    statement_timeout: statementTimeoutMs,
    connectionTimeoutMillis: 5_000,
    options: `-c pg_trgm.similarity_threshold=${SEARCH_SIMILARITY_THRESHOLD}`,
  });
  // An idle client's socket error must not crash the process; the pool replaces the client.
  pool.on('error', () => {});
  // Neither may a checked-out client's: a server that ends its sessions (a replica stopped, a
  // restart, pg_terminate_backend) while a transaction waits between two statements sends an
  // error no query is there to receive, which pg emits on the client. The rehearsal's replica stop
  // crashed two instances so. The transaction's next statement fails instead, and the pool drops
  // the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

async function openPostgres(options: TDatabaseOptions): Promise<TDatabase> {
  const url = options.url!;
  const listenUrl = options.listenUrl ?? url;
  const namedStatements = options.namedStatements ?? true;
  const pool = postgresPool(url, options.statementTimeoutMs, namedStatements);
  const db = drizzlePg(pool, { schema }) as unknown as TDb;
  let readDb = db;
  let replica: { pool: BudgetedPool; router: ReplicaRouter } | undefined;
  if (options.readUrl) {
    const replicaPool = postgresPool(options.readUrl, options.statementTimeoutMs, namedStatements);
    const router = new ReplicaRouter(pool, replicaPool, options.readMaxLagMs ?? 5_000);
    router.start();
    replica = { pool: replicaPool, router };
    readDb = drizzlePg(router.pool() as unknown as pg.Pool, { schema }) as unknown as TDb;
  }
  const listeners: SessionClient[] = [];
  // Beside the pool, so that neither waits behind queued requests (session-client.ts).
  const notifier = new SessionClient(listenUrl);
  const health = new SessionClient(url);
  return {
    db,
    readDb,
    kind: 'postgres',
    async query(sql, params, options) {
      // COPY FROM STDIN would need pg-copy-streams, which this project does not use.
      if (options?.blob) throw new Error('A blob is for PGlite only');
      const result = await pool.query(sql, params as unknown[]);
      return result.rows;
    },
    async listen(channel, onPayload) {
      // LISTEN needs its own session: a pooled one would be handed to other queries, and a
      // transaction pooler would hand the server connection to other clients between statements.
      const session = new SessionClient(listenUrl, async (client) => {
        client.on('notification', (msg) => {
          if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
        });
        await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      });
      await session.keepOpen();
      listeners.push(session);
      return () => session.close();
    },
    async notify(channel, payload) {
      // A NOTIFY lost to a broken connection is sent again on the next one: the write it tells of
      // has been acknowledged already.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await notifier.query('select pg_notify($1, $2)', [channel, payload], 10_000);
          return;
        } catch (error) {
          if (attempt >= 2 || error instanceof pg.DatabaseError) throw error;
        }
      }
    },
    async ping(timeoutMs) {
      await health.query('select 1', [], timeoutMs);
    },
    async withExclusiveLock(key, fn) {
      // Session-level advisory locks belong to one connection, so hold a dedicated one, direct:
      // through a transaction pooler the unlock could reach another server connection.
      const client = new pg.Client({ connectionString: listenUrl });
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
      await Promise.all([...listeners, notifier, health].map((c) => c.close()));
      if (replica) {
        await replica.router.stop();
        await replica.pool.end();
      }
      await pool.end();
    },
  };
}
