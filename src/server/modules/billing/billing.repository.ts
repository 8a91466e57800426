import { and, count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { billingEvents, checkoutSessions, purchases, referralEarnings, userProfiles, userSubscriptions } from '../../db/schema/index.js';

export type TPurchaseRow = typeof purchases.$inferSelect;
export type TCheckoutRow = typeof checkoutSessions.$inferSelect;
export type TSubscriptionRow = typeof userSubscriptions.$inferSelect;

/** What billing needs of an account; `lock` holds the profile row until the transaction ends. */
export async function billingProfileOf(db: TExecutor, userId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      userId: userProfiles.userId,
      email: userProfiles.email,
      name: userProfiles.name,
      language: userProfiles.language,
      timeZone: userProfiles.timeZone,
      membershipTier: userProfiles.membershipTier,
      trialEndsAt: userProfiles.trialEndsAt,
      membershipExpiry: userProfiles.membershipExpiry,
      referredBy: userProfiles.pendingReferredBy,
    })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}
export type TBillingProfile = NonNullable<Awaited<ReturnType<typeof billingProfileOf>>>;

export async function setMembership(db: TExecutor, userId: string, values: { membershipTier?: string; membershipExpiry?: Date | null; trialEndsAt?: Date | null }) {
  await db.update(userProfiles).set({ ...values, updatedAt: new Date() }).where(eq(userProfiles.userId, userId));
}

export async function subscriptionOf(db: TExecutor, userId: string): Promise<TSubscriptionRow | null> {
  const rows = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId)).limit(1);
  return rows[0] ?? null;
}

/** The account a provider subscription or customer belongs to. */
export async function subscriptionByProviderIds(db: TExecutor, ids: { subscriptionId?: string | null; customerId?: string | null }): Promise<TSubscriptionRow | null> {
  if (ids.subscriptionId) {
    const rows = await db.select().from(userSubscriptions).where(eq(userSubscriptions.subscriptionId, ids.subscriptionId)).limit(1);
    if (rows[0]) return rows[0];
  }
  if (ids.customerId) {
    const rows = await db.select().from(userSubscriptions).where(eq(userSubscriptions.customerId, ids.customerId)).limit(1);
    if (rows[0]) return rows[0];
  }
  return null;
}

export async function upsertSubscription(db: TExecutor, userId: string, values: Partial<Omit<typeof userSubscriptions.$inferInsert, 'userId'>>): Promise<void> {
  await db
    .insert(userSubscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSubscriptions.userId, set: { ...values, updatedAt: new Date() } });
}

export async function addAdditionalMessages(db: TExecutor, userId: string, messages: number): Promise<void> {
  await db
    .insert(userSubscriptions)
    .values({ userId, additionalMessages: messages })
    .onConflictDoUpdate({ target: userSubscriptions.userId, set: { additionalMessages: sql`${userSubscriptions.additionalMessages} + ${messages}`, updatedAt: new Date() } });
}

/** Members who bought at the launch price: each takes one of the offer's places. */
export async function launchOfferTaken(db: TExecutor): Promise<number> {
  const rows = await db
    .select({ n: countDistinct(purchases.userId) })
    .from(purchases)
    .where(and(eq(purchases.launchOffer, true), eq(purchases.status, 'succeeded')));
  return Number(rows[0]?.n ?? 0);
}

export async function insertCheckoutSession(db: TExecutor, values: typeof checkoutSessions.$inferInsert): Promise<void> {
  await db.insert(checkoutSessions).values(values);
}

/** A session of `userId` (null: any owner, for the webhook). */
export async function findCheckoutSession(db: TExecutor, id: string, userId: string | null, options: { lock?: boolean } = {}): Promise<TCheckoutRow | null> {
  const where = userId ? and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)) : eq(checkoutSessions.id, id);
  const query = db.select().from(checkoutSessions).where(where).limit(1);
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function setCheckoutStatus(db: TExecutor, id: string, status: 'complete' | 'expired'): Promise<void> {
  await db.update(checkoutSessions).set({ status, updatedAt: new Date() }).where(eq(checkoutSessions.id, id));
}

/** Records a payment once: null when a row for the same session or invoice exists already. */
export async function insertPurchaseOnce(db: TExecutor, values: typeof purchases.$inferInsert): Promise<TPurchaseRow | null> {
  const rows = await db.insert(purchases).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findPurchase(db: TExecutor, by: { checkoutSessionId?: string; invoiceId?: string }): Promise<TPurchaseRow | null> {
  const where = by.checkoutSessionId ? eq(purchases.checkoutSessionId, by.checkoutSessionId) : by.invoiceId ? eq(purchases.invoiceId, by.invoiceId) : undefined;
  if (!where) return null;
  const rows = await db.select().from(purchases).where(where).limit(1);
  return rows[0] ?? null;
}

export async function updatePurchase(db: TExecutor, id: string, values: Partial<typeof purchases.$inferInsert>): Promise<void> {
  await db.update(purchases).set({ ...values, updatedAt: new Date() }).where(eq(purchases.id, id));
}

/** The amount the account last paid for `product`: a renewal keeps the price the member signed up at. */
export async function lastPaidAmount(db: TExecutor, userId: string, product: string): Promise<number | null> {
  const rows = await db
    .select({ amountCents: purchases.amountCents })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.product, product), eq(purchases.status, 'succeeded')))
    .orderBy(desc(purchases.createdAt))
    .limit(1);
  return rows[0]?.amountCents ?? null;
}

export async function listPurchaseRows(db: TExecutor, userId: string, page: { page: number; pageSize: number }) {
  const [items, total] = await Promise.all([
    db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, userId))
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(purchases).where(eq(purchases.userId, userId)),
  ]);
  return { items, total: Number(total[0]?.n ?? 0) };
}

/** Stores an event id in the applying transaction; false when it was applied before. */
export async function claimBillingEvent(db: TExecutor, id: string, type: string): Promise<boolean> {
  const rows = await db.insert(billingEvents).values({ id, type }).onConflictDoNothing().returning({ id: billingEvents.id });
  return rows.length > 0;
}

export async function insertReferralEarning(db: TExecutor, values: typeof referralEarnings.$inferInsert): Promise<void> {
  await db.insert(referralEarnings).values(values).onConflictDoNothing();
}
