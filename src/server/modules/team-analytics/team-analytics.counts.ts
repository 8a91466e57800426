import type { TExecutor } from '../../db/client.js';
import type { TCount } from '../../../shared/team-analytics/team-analytics.schema.js';
import { TEAM_RANKS } from '../../../shared/team/team.constants.js';
import { rankCounts } from './team-analytics.repository.js';

/** Counts in the order of the constants, every key present (zero when nobody is in it). */
export function ordered<K extends string>(keys: readonly K[], rows: { key: string; count: number }[]): TCount<K>[] {
  const byKey = new Map(rows.map((r) => [r.key, Number(r.count)]));
  return keys.map((key) => ({ key, count: byKey.get(key) ?? 0 }));
}

export const rankDistribution = async (db: TExecutor, userId: string) =>
  ordered(TEAM_RANKS, (await rankCounts(db, userId)).map((r) => ({ key: r.rank, count: r.count })));
