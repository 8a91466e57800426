import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { purchases, referralEarnings, referredTeamMembers, teamMembers, userProfiles, userSubscriptions } from '../schema/index.js';
import { ensureProfile } from '../../modules/profile/profile.service.js';

const DAY = 86_400_000;

/**
 * How the seller's newest members came through her referral link, and what they did since: two
 * pay Premium Pro monthly at the launch price (one renewal failed once, then went through), one
 * paid a year up front, one is on a trial, one stayed on the free plan. Every confirmed premium
 * payment earned the seller 25 %. She bought a pack of 500 AI messages herself.
 */
const STORIES = [
  { plan: 'monthly', failedOnce: false },
  { plan: 'yearly', failedOnce: false },
  { plan: 'monthly', failedOnce: true },
  { plan: 'trial', failedOnce: false },
  { plan: 'free', failedOnce: false },
] as const;

export async function seedDemoReferrals(app: FastifyInstance, sellerId: string, now = new Date()): Promise<void> {
  const db = app.db;
  const { referralCommissionPercent, launchMonthlyCents, launchYearlyCents, messagePacks } = app.config.billing;
  const members = await db
    .select({ id: teamMembers.id, firstName: teamMembers.firstName, lastName: teamMembers.lastName, email: teamMembers.email, joinDate: teamMembers.joinDate })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, sellerId), eq(teamMembers.status, 'active')))
    .orderBy(desc(teamMembers.joinDate))
    .limit(STORIES.length);
  const ctx = await app.auth.$context;
  for (const [i, member] of members.entries()) {
    const story = STORIES[i]!;
    const joined = new Date(`${member.joinDate ?? now.toISOString().slice(0, 10)}T15:00:00Z`);
    // An account without a password: the member exists for the story, nobody signs in as them.
    const account = await ctx.internalAdapter.createUser({ email: member.email, name: `${member.firstName} ${member.lastName}`, emailVerified: true, createdAt: joined }, { method: 'admin' });
    await ensureProfile(db, account);
    const paid = story.plan === 'monthly' || story.plan === 'yearly';
    const periodDays = story.plan === 'yearly' ? 365 : 30;
    const payments = paid ? Math.max(1, Math.ceil((now.getTime() - joined.getTime()) / (periodDays * DAY))) : 0;
    const periodEnd = new Date(joined.getTime() + payments * periodDays * DAY);
    await db
      .update(userProfiles)
      .set({
        firstName: member.firstName,
        lastName: member.lastName,
        name: `${member.firstName} ${member.lastName}`,
        pendingReferredBy: sellerId,
        membershipTier: paid ? 'premium' : story.plan === 'trial' ? 'trial' : 'free',
        trialEndsAt: story.plan === 'trial' ? new Date(now.getTime() + 4 * DAY) : null,
        membershipExpiry: paid ? new Date(periodEnd.getTime() + DAY) : null,
        createdAt: joined,
      })
      .where(eq(userProfiles.userId, account.id));
    await db.update(teamMembers).set({ linkedUserId: account.id }).where(eq(teamMembers.id, member.id));
    await db.insert(referredTeamMembers).values({ referredBy: sellerId, userId: account.id, teamMemberId: member.id, createdAt: joined });
    if (!paid) continue;
    const product = story.plan === 'yearly' ? 'premium_yearly' : 'premium_monthly';
    const amountCents = story.plan === 'yearly' ? launchYearlyCents : launchMonthlyCents;
    const subscriptionId = `sub_offline_demo${i}`;
    await db.insert(userSubscriptions).values({ userId: account.id, customerId: `cus_offline_demo${i}`, subscriptionId, product, status: 'active', currentPeriodEnd: periodEnd, billingCycleEnd: periodEnd });
    for (let n = 0; n < payments; n++) {
      const start = new Date(joined.getTime() + n * periodDays * DAY);
      const end = new Date(start.getTime() + periodDays * DAY);
      const base = { userId: account.id, product, amountCents, currency: 'usd', subscriptionId, periodStart: start, periodEnd: end, launchOffer: n === 0, createdAt: start, updatedAt: start };
      if (story.failedOnce && n === 1) {
        await db.insert(purchases).values({ ...base, status: 'failed', invoiceId: `in_offline_demo${i}_${n}_failed` });
        base.createdAt = base.updatedAt = new Date(start.getTime() + 2 * DAY);
      }
      const [purchase] = await db
        .insert(purchases)
        .values({ ...base, status: 'succeeded', invoiceId: `in_offline_demo${i}_${n}`, checkoutSessionId: n === 0 ? `cs_test_offline_demo${i}` : null })
        .returning({ id: purchases.id });
      await db.insert(referralEarnings).values({
        referrerUserId: sellerId,
        referredUserId: account.id,
        purchaseId: purchase!.id,
        purchaseCents: amountCents,
        commissionCents: Math.round((amountCents * referralCommissionPercent) / 100),
        createdAt: base.createdAt,
      });
    }
  }
  // The seller's own pack of AI messages, bought three weeks ago.
  const pack = messagePacks.find((p) => p.messages === 500) ?? messagePacks[0]!;
  const bought = new Date(now.getTime() - 21 * DAY);
  await db.insert(purchases).values({ userId: sellerId, product: `messages_${pack.messages}`, amountCents: pack.priceCents, currency: 'usd', status: 'succeeded', checkoutSessionId: 'cs_test_offline_demo_pack', createdAt: bought, updatedAt: bought });
  await db.insert(userSubscriptions).values({ userId: sellerId, customerId: 'cus_offline_demo_seller', additionalMessages: pack.messages });
}
