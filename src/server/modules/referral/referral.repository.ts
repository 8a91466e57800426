import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { purchases, referralEarnings, referredTeamMembers, teamMembers, userProfiles } from '../../db/schema/index.js';
import { queryRows } from '../../lib/sql.js';

export async function findUserIdByReferralCode(db: TExecutor, code: string): Promise<string | null> {
  const rows = await db.select({ userId: userProfiles.userId }).from(userProfiles).where(eq(userProfiles.referralCode, code)).limit(1);
  return rows[0]?.userId ?? null;
}

/** A referred account not yet recorded in its referrer's team, with what its team row needs. */
export async function unrecordedReferral(db: TExecutor, userId: string) {
  const rows = await queryRows<{
    referredBy: string;
    email: string;
    name: string;
    firstName: string | null;
    lastName: string | null;
    phone: string | null;
  }>(db, sql`
    select p.pending_referred_by as "referredBy", p.email, p.name, p.first_name as "firstName", p.last_name as "lastName", p.phone
    from ${userProfiles} p
    where p.user_id = ${userId} and p.pending_referred_by is not null and p.pending_referred_by <> p.user_id
      and not exists (select 1 from ${referredTeamMembers} r where r.user_id = p.user_id)`);
  return rows[0] ?? null;
}

/** The referrer's team row with this email, to link instead of adding a second one. */
export async function teamMemberByEmail(db: TExecutor, ownerId: string, email: string): Promise<string | null> {
  const rows = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, ownerId), sql`lower(${teamMembers.email}) = lower(${email})`))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function linkTeamMember(db: TExecutor, ownerId: string, id: string, linkedUserId: string): Promise<void> {
  await db.update(teamMembers).set({ linkedUserId, updatedAt: new Date() }).where(and(eq(teamMembers.userId, ownerId), eq(teamMembers.id, id)));
}

export async function insertReferredMember(db: TExecutor, values: typeof referredTeamMembers.$inferInsert): Promise<boolean> {
  const rows = await db.insert(referredTeamMembers).values(values).onConflictDoNothing().returning({ id: referredTeamMembers.id });
  return rows.length > 0;
}

export const REFERRED_SHOWN = 500;
export const EARNINGS_SHOWN = 100;

export async function referredMembersOf(db: TExecutor, referrerId: string) {
  const [items, total] = await Promise.all([
    db
      .select({
        userId: referredTeamMembers.userId,
        joinedAt: referredTeamMembers.createdAt,
        teamMemberId: teamMembers.id,
        name: userProfiles.name,
        email: userProfiles.email,
        membershipTier: userProfiles.membershipTier,
        trialEndsAt: userProfiles.trialEndsAt,
        membershipExpiry: userProfiles.membershipExpiry,
      })
      .from(referredTeamMembers)
      .innerJoin(userProfiles, eq(userProfiles.userId, referredTeamMembers.userId))
      .leftJoin(teamMembers, and(eq(teamMembers.id, referredTeamMembers.teamMemberId), eq(teamMembers.userId, referrerId)))
      .where(eq(referredTeamMembers.referredBy, referrerId))
      .orderBy(desc(referredTeamMembers.createdAt), desc(referredTeamMembers.id))
      .limit(REFERRED_SHOWN),
    db.select({ n: count() }).from(referredTeamMembers).where(eq(referredTeamMembers.referredBy, referrerId)),
  ]);
  return { items, total: Number(total[0]?.n ?? 0) };
}

export async function earningsOf(db: TExecutor, referrerId: string, timeZone: string) {
  const [items, totals] = await Promise.all([
    db
      .select({
        id: referralEarnings.id,
        createdAt: referralEarnings.createdAt,
        referredName: sql<string | null>`${userProfiles.name}`,
        product: purchases.product,
        purchaseCents: referralEarnings.purchaseCents,
        commissionCents: referralEarnings.commissionCents,
      })
      .from(referralEarnings)
      .innerJoin(purchases, eq(purchases.id, referralEarnings.purchaseId))
      .leftJoin(userProfiles, eq(userProfiles.userId, referralEarnings.referredUserId))
      .where(eq(referralEarnings.referrerUserId, referrerId))
      .orderBy(desc(referralEarnings.createdAt), desc(referralEarnings.id))
      .limit(EARNINGS_SHOWN),
    queryRows<{ total: string | number | null; month: string | number | null; n: string | number }>(db, sql`
      select coalesce(sum(commission_cents), 0) as total,
             coalesce(sum(commission_cents) filter (where created_at >= date_trunc('month', now() at time zone ${timeZone}) at time zone ${timeZone}), 0) as month,
             count(*) as n
      from ${referralEarnings} where referrer_user_id = ${referrerId}`),
  ]);
  const t = totals[0];
  return { items, totalCents: Number(t?.total ?? 0), thisMonthCents: Number(t?.month ?? 0), count: Number(t?.n ?? 0) };
}

export async function referralCodeOf(db: TExecutor, userId: string): Promise<string | null> {
  const rows = await db.select({ code: userProfiles.referralCode }).from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return rows[0]?.code ?? null;
}
