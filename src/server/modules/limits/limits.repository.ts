import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { apiRateLimits, ownerCounts, userProfiles } from '../../db/schema/index.js';
import { queryRows } from '../../lib/sql.js';

/**
 * The trigger-kept count of an owner's rows in one table. With `lock`, the counter row stays
 * locked until the transaction ends, so parallel inserts for one owner check the limit in turn.
 */
export async function ownerCount(db: TExecutor, userId: string, entity: string, options: { lock?: boolean } = {}): Promise<number> {
  // A counter row must exist to be locked: the first inserts of a new owner would otherwise race.
  if (options.lock) await db.insert(ownerCounts).values({ userId, entity, n: 0 }).onConflictDoNothing();
  const query = db.select({ n: ownerCounts.n }).from(ownerCounts).where(and(eq(ownerCounts.userId, userId), eq(ownerCounts.entity, entity)));
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0]?.n ?? 0;
}

export async function membershipOf(db: TExecutor, userId: string) {
  const rows = await db
    .select({ membershipTier: userProfiles.membershipTier, trialEndsAt: userProfiles.trialEndsAt, membershipExpiry: userProfiles.membershipExpiry })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return rows[0] ?? { membershipTier: 'free', trialEndsAt: null, membershipExpiry: null };
}

/** Requests of one user in one fixed window, counted on an instance and not yet added to the database's count. */
export interface TApiRequestHits {
  userId: string;
  windowStart: Date;
  hits: number;
}

/**
 * Adds each user's requests to the database's count of her current window, in one statement, and
 * answers each total (every instance's requests of that window). A row of an older window starts
 * over; hits of a window older than the row's (an instance whose clock lags) are not counted again.
 */
export async function addApiRequests(db: TExecutor, batch: TApiRequestHits[]): Promise<Map<string, number>> {
  const rows = await queryRows<{ userId: string; count: number }>(db, sql`
    insert into ${apiRateLimits} as r (user_id, window_start, count)
    select * from unnest(${sql.param(batch.map((b) => b.userId))}::text[], ${sql.param(batch.map((b) => b.windowStart.toISOString()))}::timestamptz[], ${sql.param(batch.map((b) => b.hits))}::int[])
    on conflict (user_id) do update set
      count = case
        when r.window_start = excluded.window_start then r.count + excluded.count
        when r.window_start > excluded.window_start then r.count
        else excluded.count end,
      window_start = greatest(r.window_start, excluded.window_start)
    returning user_id as "userId", count`);
  return new Map(rows.map((row) => [row.userId, Number(row.count)]));
}
