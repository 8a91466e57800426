import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config.js';
import { connectDatabase } from './db/connect.js';
import type { TDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { seedDemoIfEmpty } from './db/seed/demo.js';
import { startPgliteMaintenance } from './db/maintenance.js';

/** A graceful stop that takes longer (a stuck request, a database that does not answer) is cut short. */
const STOP_TIMEOUT_MS = 10_000;

const log = (msg: string) => console.log(`[upline] ${msg}`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

let database: TDatabase | undefined;
let app: FastifyInstance | undefined;
let stopMaintenance = () => {};
let stopping = false;
/** The start under way: a stop waits for it (a PGlite migration or the demo seed is not cut in half). */
let starting: Promise<void> = Promise.resolve();
/** Waiting for PostgreSQL to come up (retries for about 30 s) holds nothing open: a stop then need not wait. */
let waitingForPostgres = false;

/**
 * Stops at any point of the start or while serving: no new connections, in-flight requests
 * finish, WebSockets get a close frame, then the database closes (for PGlite: its lockfile goes).
 */
async function shutdown(reason: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log(`${reason}: stopping`);
  const started = performance.now();
  setTimeout(() => {
    console.error(`[upline] not stopped after ${STOP_TIMEOUT_MS / 1000} s: exiting anyway`);
    process.exit(1);
  }, STOP_TIMEOUT_MS).unref();
  if (!waitingForPostgres) await starting.catch(() => {});
  stopMaintenance();
  // A keep-alive connection whose request was still running when the stop began stays open once
  // answered, and would hold the close up: close each connection as soon as it falls idle.
  const closeIdle = setInterval(() => app?.server.closeIdleConnections(), 50);
  await app?.close().catch((error: Error) => log(`closing the server: ${error.message}`));
  clearInterval(closeIdle);
  await database?.close().catch((error: Error) => log(`closing the database: ${error.message}`));
  log(`stopped in ${seconds(started)}`);
  process.exit(0);
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  log(config.databaseUrl ? 'Connecting to PostgreSQL and migrating…' : `Opening PGlite in ${config.dataDir} and migrating…`);
  waitingForPostgres = config.databaseUrl !== undefined;
  database = await connectDatabase(config, log);
  waitingForPostgres = false;
  log(`Database ready (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}) in ${seconds(started)}`);
  app = await buildApp({ config, database });
  if (config.seedDemo) {
    const credentials = await seedDemoIfEmpty(app);
    if (credentials) {
      log('Seeded demo accounts (first start):');
      for (const c of credentials) log(`  ${c.role.padEnd(6)} ${c.email}  password: ${c.password}`);
    }
  }
  if (stopping) return;
  stopMaintenance = startPgliteMaintenance(database, log);
  await app.listen({ port: config.port, host: config.host });
  log(`Upline is running at ${config.baseUrl} (ready in ${seconds(started)})`);
}

process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// Started by `npm start` (scripts/start.mjs) with an IPC channel: if that parent dies without
// passing a signal on (SIGKILL), the channel closes and the server must not linger on the port.
if (process.connected) {
  process.on('disconnect', () => void shutdown('parent process gone'));
  process.channel?.unref();
}

starting = main();
starting.catch((error: Error) => {
  // A stop during the start closes the database under it: that failure is the stop, not an error.
  if (stopping) return;
  console.error(`[upline] ${error.message}`);
  process.exit(1);
});
