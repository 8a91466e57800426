import type { TDatabase } from './client.js';

const ANALYZE_EVERY_MS = 10 * 60_000;
const VACUUM_EVERY_MS = 60 * 60_000;

/**
 * PGlite runs no autovacuum daemon: without fresh statistics the planner misjudges row counts
 * (a 220,000-row page read took 290 ms instead of 15 ms in the benchmark), and without VACUUM dead
 * rows pile up. PostgreSQL does this itself. Returns the function that stops the timers.
 */
export function startPgliteMaintenance(database: TDatabase, log: (msg: string) => void): () => void {
  if (database.kind !== 'pglite') return () => {};
  const run = (statement: string) => () => {
    database.query(statement).catch((error: Error) => log(`${statement} failed: ${error.message}`));
  };
  run('analyze')();
  const timers = [setInterval(run('analyze'), ANALYZE_EVERY_MS), setInterval(run('vacuum analyze'), VACUUM_EVERY_MS)];
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}
