import type { TDatabase } from '../../../src/server/db/client.js';

export type TFingerprint = Record<string, string>;

/**
 * Row count and an order-independent checksum of every table in the public schema: the sum of a
 * 64-bit hash of each row's text. One scan per table, no sort, so it stays cheap between the
 * thousands of requests of the fuzz run.
 */
/** Counters every signed-in request bumps, refused or not: bookkeeping, not the user's data. */
const REQUEST_COUNTERS = ['api_rate_limits'];

export async function fingerprint(database: TDatabase, exclude: readonly string[] = []): Promise<TFingerprint> {
  const tables = await database.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const parts = tables
    .map((t) => t.name)
    .filter((name) => !exclude.includes(name) && !REQUEST_COUNTERS.includes(name))
    .map((name) => `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0)::text as sum from "${name}" t`);
  const rows = await database.query<{ name: string; sum: string }>(parts.join(' union all '));
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: TFingerprint, after: TFingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
