import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { ownerColumn, timestamps } from './common.js';

/**
 * Every checkout the server opened, with what it costs. The offline provider's test page reads it;
 * with Stripe it is how the payment pages and the webhook check a session against what was offered.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: ownerColumn(),
    product: text('product').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    launchOffer: boolean('launch_offer').notNull().default(false),
    provider: text('provider').notNull(),
    /** open → complete or expired (test page cancel or Stripe's expiry). */
    status: text('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [index('checkout_sessions_owner_idx').on(t.userId, t.createdAt)],
);

/** One payment: a subscription's first payment or a renewal, or a message pack. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    product: text('product').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** succeeded, pending, failed. */
    status: text('status').notNull(),
    checkoutSessionId: text('checkout_session_id'),
    invoiceId: text('invoice_id'),
    subscriptionId: text('subscription_id'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    launchOffer: boolean('launch_offer').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    // A payment is recorded once however many events describe it.
    uniqueIndex('purchases_checkout_session_uq').on(t.checkoutSessionId),
    uniqueIndex('purchases_invoice_uq').on(t.invoiceId),
    index('purchases_owner_created_idx').on(t.userId, t.createdAt),
    index('purchases_launch_offer_idx').on(t.userId).where(sql`${t.launchOffer} and ${t.status} = 'succeeded'`),
  ],
);

/**
 * The account's subscription and AI message allowance (spec 01 §3 user_subscriptions). The
 * customer id is what the portal needs; the Stripe subscription id ties renewals to the account.
 */
export const userSubscriptions = pgTable('user_subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').unique(),
  subscriptionId: text('subscription_id').unique(),
  product: text('product'),
  status: text('status'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** A plan change chosen in the portal: it applies at the next cycle. */
  pendingProduct: text('pending_product'),
  monthlyMessageLimit: integer('monthly_message_limit').notNull().default(0),
  additionalMessages: integer('additional_messages').notNull().default(0),
  messagesUsed: integer('messages_used').notNull().default(0),
  billingCycleEnd: timestamp('billing_cycle_end', { withTimezone: true }),
  ...timestamps(),
});

/** Webhook events already applied: the id is stored in the transaction that applies the event. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 25 % of a referred member's confirmed premium payment, written with the payment. */
export const referralEarnings = pgTable(
  'referral_earnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerUserId: text('referrer_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    referredUserId: text('referred_user_id').references(() => user.id, { onDelete: 'set null' }),
    purchaseId: uuid('purchase_id')
      .notNull()
      .unique()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    purchaseCents: integer('purchase_cents').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_earnings_referrer_idx').on(t.referrerUserId, t.createdAt)],
);

/** Someone who signed up with a referral code, recorded once their email is verified. */
export const referredTeamMembers = pgTable(
  'referred_team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referredBy: text('referred_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The member's row in the referrer's team. */
    teamMemberId: uuid('team_member_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referred_team_members_referrer_idx').on(t.referredBy, t.createdAt)],
);

/** Ends of trials and subscriptions already announced a day ahead, so each notice goes once. */
export const membershipNotices = pgTable(
  'membership_notices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** `trial_ending`, `subscription_ending`, `trial_ended`, `subscription_ended`. */
    kind: text('kind').notNull(),
    /** The end the notice is about: a new trial or period gets its own notices. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('membership_notices_uq').on(t.userId, t.kind, t.endsAt)],
);
