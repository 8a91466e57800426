import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { userSubscriptions, userProfiles } from '../../db/schema/index.js';
import type { TQuotaState } from '../../../shared/ai/quota.rules.js';

const quotaColumns = {
  monthlyLimit: userSubscriptions.monthlyMessageLimit,
  additionalMessages: userSubscriptions.additionalMessages,
  used: userSubscriptions.messagesUsed,
  cycleEndsAt: userSubscriptions.billingCycleEnd,
};

/** The allowance row exists from the first look on, so the reservation below is one UPDATE. */
export async function ensureQuotaRow(db: TExecutor, userId: string): Promise<void> {
  await db.insert(userSubscriptions).values({ userId }).onConflictDoNothing();
}

export async function readQuota(db: TExecutor, userId: string): Promise<TQuotaState | null> {
  const [row] = await db.select(quotaColumns).from(userSubscriptions).where(eq(userSubscriptions.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * Moves the row to the next cycle if nobody else did in the meantime: the cycle end and the count
 * read are part of the WHERE, so of two parallel rolls one applies and the other changes nothing.
 */
export async function applyCycle(db: TExecutor, userId: string, seen: TQuotaState, next: Pick<TQuotaState, 'additionalMessages' | 'used' | 'cycleEndsAt'>): Promise<boolean> {
  const rows = await db
    .update(userSubscriptions)
    .set({ additionalMessages: next.additionalMessages, messagesUsed: next.used, billingCycleEnd: next.cycleEndsAt, updatedAt: new Date() })
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        seen.cycleEndsAt ? eq(userSubscriptions.billingCycleEnd, seen.cycleEndsAt) : isNull(userSubscriptions.billingCycleEnd),
        eq(userSubscriptions.messagesUsed, seen.used),
        eq(userSubscriptions.additionalMessages, seen.additionalMessages),
      ),
    )
    .returning({ userId: userSubscriptions.userId });
  return rows.length > 0;
}

/**
 * Takes one message if one is left, in one statement: PostgreSQL re-checks the WHERE on the
 * locked row, so parallel requests can never take more than there is. The monthly limit in force
 * is written with it, so the row says what the count was measured against.
 */
export async function reserveMessage(db: TExecutor, userId: string, monthlyLimit: number): Promise<TQuotaState | null> {
  const [row] = await db
    .update(userSubscriptions)
    .set({ messagesUsed: sql`${userSubscriptions.messagesUsed} + 1`, monthlyMessageLimit: monthlyLimit, updatedAt: new Date() })
    .where(and(eq(userSubscriptions.userId, userId), gt(sql`${monthlyLimit}::int + ${userSubscriptions.additionalMessages} - ${userSubscriptions.messagesUsed}`, 0)))
    .returning(quotaColumns);
  return row ?? null;
}

/** Gives a reserved message back (a failed answer is not charged); never below zero. */
export async function releaseMessage(db: TExecutor, userId: string): Promise<TQuotaState | null> {
  const [row] = await db
    .update(userSubscriptions)
    .set({ messagesUsed: sql`greatest(${userSubscriptions.messagesUsed} - 1, 0)`, updatedAt: new Date() })
    .where(eq(userSubscriptions.userId, userId))
    .returning(quotaColumns);
  return row ?? null;
}

/** What decides access and allowance: the plan and the profile's language. */
export async function readChatter(db: TExecutor, userId: string) {
  const [row] = await db
    .select({ membershipTier: userProfiles.membershipTier, trialEndsAt: userProfiles.trialEndsAt, membershipExpiry: userProfiles.membershipExpiry, language: userProfiles.language })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}
