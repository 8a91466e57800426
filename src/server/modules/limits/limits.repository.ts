import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { ownerCounts, userProfiles } from '../../db/schema/index.js';

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
    .select({ membershipTier: userProfiles.membershipTier, trialEndsAt: userProfiles.trialEndsAt })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return rows[0] ?? { membershipTier: 'free', trialEndsAt: null };
}
