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

/**
 * Counts one API request of `userId` in the current fixed window and answers the window's count.
 * One upsert: the first request of a new window replaces the old window's row.
 */
export async function countApiRequest(db: TExecutor, userId: string, windowSeconds: number): Promise<{ count: number; windowEndsAt: Date }> {
  const rows = await queryRows<{ count: number; windowStart: Date | string }>(db, sql`
    insert into ${apiRateLimits} as r (user_id, window_start, count)
    values (${userId}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
    on conflict (user_id) do update set
      count = case when r.window_start = excluded.window_start then r.count + 1 else 1 end,
      window_start = excluded.window_start
    returning count, window_start as "windowStart"`);
  const row = rows[0]!;
  return { count: Number(row.count), windowEndsAt: new Date(new Date(row.windowStart).getTime() + windowSeconds * 1000) };
}

