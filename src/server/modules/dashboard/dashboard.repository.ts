import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { goals, prospects, userProfiles } from '../../db/schema/index.js';
import { INACTIVE_PROSPECT_STATUSES } from '../../../shared/prospects/prospects.constants.js';

export async function countActiveProspects(db: TDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(prospects)
    .where(and(eq(prospects.userId, userId), notInArray(prospects.status, [...INACTIVE_PROSPECT_STATUSES])));
  return row?.n ?? 0;
}

export async function countProspectsByStatus(db: TDb, userId: string): Promise<{ status: string; count: number }[]> {
  return db
    .select({ status: prospects.status, count: count() })
    .from(prospects)
    .where(eq(prospects.userId, userId))
    .groupBy(prospects.status);
}

export async function listOpenGoals(db: TDb, userId: string, limit: number) {
  return db
    .select({ id: goals.id, title: goals.title, currentValue: goals.currentValue, targetValue: goals.targetValue, deadline: goals.deadline })
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.isArchived, false)))
    .orderBy(sql`${goals.deadline} asc nulls last`, asc(goals.title))
    .limit(limit);
}

/** The person whose referral link brought this user in: their sponsor. */
export async function findSponsor(db: TDb, userId: string): Promise<{ name: string; email: string; phone: string | null } | null> {
  const me = await db.select({ sponsorId: userProfiles.pendingReferredBy }).from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  const sponsorId = me[0]?.sponsorId;
  if (!sponsorId) return null;
  const rows = await db
    .select({ name: userProfiles.name, email: userProfiles.email, phone: userProfiles.phone })
    .from(userProfiles)
    .where(eq(userProfiles.userId, sponsorId))
    .limit(1);
  return rows[0] ?? null;
}
