import { BILLING_MESSAGES, isSubscriptionProduct, type TBillingPlans, type TCheckoutStatus, type TPurchase, type TPurchaseList, type TSubscriptionState } from '../../../shared/billing/billing.schema.js';
import { BILLING_CURRENCY, popularPackIndex } from '../../../shared/billing/billing.settings.js';
import { canStartTrial, isPaidActive, membershipStatus } from '../../../shared/membership/membership.rules.js';
import type { TConfig } from '../../config.js';
import type { TDb, TExecutor } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isoOrNull, pageOf } from '../../lib/list.js';
import type { TRealtime } from '../../plugins/realtime.js';
import { applyBillingEvent, applyCheckoutCompleted, type TApplyResult, type TEventContext } from './billing-events.service.js';
import { sellableProduct } from './billing.products.js';
import { membershipState } from '../limits/limits.repository.js';
import {
  billingProfileOf,
  findCheckoutSession,
  findPurchase,
  insertCheckoutSession,
  launchOfferTaken,
  listPurchaseRows,
  setMembership,
  subscriptionOf,
  type TPurchaseRow,
} from './billing.repository.js';
import { createStripeCheckout, createStripePortal, retrieveStripeCheckout } from './stripe.gateway.js';
import { createOfflineCheckout } from './offline-provider.service.js';

export interface TBillingDeps {
  db: TDb;
  config: TConfig;
  realtime: TRealtime;
}

/** Which provider sells: Stripe with a key; the offline test provider otherwise, never in production. */
export function providerOf(config: TConfig): 'stripe' | 'offline' | null {
  if (config.stripe.secretKey) return 'stripe';
  return config.env === 'production' ? null : 'offline';
}

async function launchOfferState(db: TExecutor, config: TConfig, now: Date): Promise<TBillingPlans['launchOffer']> {
  const { launchOfferSlots, launchOfferEndsAt } = config.billing;
  const slotsLeft = Math.max(0, launchOfferSlots - (await launchOfferTaken(db)));
  const expired = launchOfferEndsAt !== null && new Date(launchOfferEndsAt).getTime() <= now.getTime();
  const endedReason = expired ? 'expired' : slotsLeft === 0 ? 'sold_out' : null;
  return { active: endedReason === null, slotsTotal: launchOfferSlots, slotsLeft, endsAt: launchOfferEndsAt, endedReason };
}

export async function billingPlans(deps: Pick<TBillingDeps, 'db' | 'config'>, now = new Date()): Promise<TBillingPlans> {
  const b = deps.config.billing;
  const popular = popularPackIndex(b.messagePacks);
  return {
    currency: BILLING_CURRENCY,
    trialDays: deps.config.trialDays,
    premium: { monthlyCents: b.premiumMonthlyCents, yearlyCents: b.premiumYearlyCents, launchMonthlyCents: b.launchMonthlyCents, launchYearlyCents: b.launchYearlyCents },
    launchOffer: await launchOfferState(deps.db, deps.config, now),
    messagePacks: b.messagePacks.map((p, i) => ({ product: `messages_${p.messages}`, messages: p.messages, priceCents: p.priceCents, popular: i === popular })),
    provider: providerOf(deps.config) ?? 'stripe',
  };
}

export async function subscriptionState(db: TExecutor, userId: string, now = new Date()): Promise<TSubscriptionState> {
  const [profile, row] = await Promise.all([billingProfileOf(db, userId), subscriptionOf(db, userId)]);
  if (!profile) throw notFound('Profile');
  const state = membershipState(profile);
  return {
    membershipTier: state.membershipTier,
    status: membershipStatus(state, now),
    trialEndsAt: isoOrNull(profile.trialEndsAt),
    membershipExpiry: isoOrNull(profile.membershipExpiry),
    canStartTrial: canStartTrial(state, now),
    subscription:
      row?.subscriptionId && row.product
        ? { product: row.product, status: row.status ?? 'active', currentPeriodEnd: isoOrNull(row.currentPeriodEnd), cancelAtPeriodEnd: row.cancelAtPeriodEnd, pendingProduct: row.pendingProduct }
        : null,
    canManage: Boolean(row?.customerId),
    additionalMessages: row?.additionalMessages ?? 0,
  };
}

/** Starts the one free trial of an account (spec 01 §4.1), under a lock so two clicks start one. */
export async function startTrial(deps: Pick<TBillingDeps, 'db' | 'config'>, userId: string, now = new Date()): Promise<TSubscriptionState> {
  await deps.db.transaction(async (tx) => {
    const profile = await billingProfileOf(tx, userId, { lock: true });
    if (!profile) throw new AppError('conflict', BILLING_MESSAGES.trialFailed);
    if (!canStartTrial(membershipState(profile), now)) throw new AppError('conflict', BILLING_MESSAGES.trialUsed, { reason: 'trial_used' });
    await setMembership(tx, userId, { membershipTier: 'trial', trialEndsAt: new Date(now.getTime() + deps.config.trialDays * 86_400_000) });
  });
  return subscriptionState(deps.db, userId, now);
}

/** Opens a Checkout Session for `product` and answers where the browser goes to pay. */
export async function createCheckout(deps: TBillingDeps, user: { id: string; email: string }, productKey: string, now = new Date()): Promise<{ url: string }> {
  const provider = providerOf(deps.config);
  if (!provider) throw new AppError('unavailable', BILLING_MESSAGES.pricingUnavailable);
  const launch = await launchOfferState(deps.db, deps.config, now);
  const product = sellableProduct(deps.config, productKey, launch.active);
  if (!product) throw new AppError('validation_failed', BILLING_MESSAGES.unknownProduct, { fields: { product: BILLING_MESSAGES.unknownProduct } });
  if (!product.priceId) throw new AppError('unavailable', BILLING_MESSAGES.pricingUnavailable, { reason: 'price_not_configured' });
  const [profile, subscription] = await Promise.all([billingProfileOf(deps.db, user.id), subscriptionOf(deps.db, user.id)]);
  if (!profile) throw notFound('Profile');
  if (isSubscriptionProduct(productKey) && subscription?.subscriptionId && subscription.status !== 'canceled' && isPaidActive(membershipState(profile), now)) {
    throw new AppError('conflict', BILLING_MESSAGES.alreadySubscribed, { reason: 'already_subscribed' });
  }
  const base = deps.config.baseUrl;
  if (provider === 'offline') {
    return createOfflineCheckout(deps, { userId: user.id, product, successBase: `${base}/stripe/success`, cancelBase: `${base}/stripe/cancel`, now });
  }
  const session = await createStripeCheckout(deps.config, {
    mode: product.kind === 'subscription' ? 'subscription' : 'payment',
    priceId: product.priceId,
    userId: user.id,
    email: profile.email,
    customerId: subscription?.customerId ?? null,
    product: product.product,
    successUrl: `${base}/stripe/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}/stripe/cancel?session_id={CHECKOUT_SESSION_ID}`,
  });
  await insertCheckoutSession(deps.db, {
    id: session.id,
    userId: user.id,
    product: product.product,
    amountCents: product.amountCents,
    currency: BILLING_CURRENCY,
    launchOffer: product.launchOffer,
    provider: 'stripe',
    expiresAt: session.expiresAt,
  });
  return { url: session.url };
}

/** Runs event effects in one transaction and pushes the notifications it wrote once committed. */
export async function inBillingTransaction(deps: TBillingDeps, now: Date, work: (tx: TExecutor, ctx: TEventContext) => Promise<TApplyResult>): Promise<TApplyResult> {
  const ctx: TEventContext = { config: deps.config, now, notifications: [] };
  const result = await deps.db.transaction((tx) => work(tx, ctx));
  await Promise.all(ctx.notifications.map(({ userId, notification }) => deps.realtime.publish({ to: { userIds: [userId] }, type: 'notification.created', data: notification })));
  return result;
}

export async function handleWebhookEvent(deps: TBillingDeps, event: { id: string; type: string; data: { object: unknown } }, now = new Date()): Promise<TApplyResult> {
  return inBillingTransaction(deps, now, (tx, ctx) => applyBillingEvent(tx, ctx, event));
}

const statusOfPurchase = (p: TPurchaseRow): TCheckoutStatus['status'] => (p.status === 'succeeded' ? 'paid' : p.status === 'failed' ? 'failed' : 'pending');

/**
 * The payment pages' check of a session: from the recorded payment; with Stripe, a session Stripe
 * reports paid before its webhook arrived is applied here (keyed by the session: applied once).
 */
export async function checkoutStatus(deps: TBillingDeps, userId: string, sessionId: string, now = new Date()): Promise<TCheckoutStatus> {
  const opened = await findCheckoutSession(deps.db, sessionId, userId);
  if (!opened) throw notFound('Payment session');
  const answer = (status: TCheckoutStatus['status']): TCheckoutStatus => ({ sessionId, product: opened.product, status, amountCents: opened.amountCents });
  const recorded = await findPurchase(deps.db, { checkoutSessionId: sessionId });
  if (recorded) return { ...answer(statusOfPurchase(recorded)), amountCents: recorded.amountCents };
  if (opened.status === 'expired') return answer('cancelled');
  if (opened.provider === 'stripe' && deps.config.stripe.secretKey) {
    const session = await retrieveStripeCheckout(deps.config, sessionId);
    if (session?.status === 'expired') return answer('cancelled');
    if (session?.status === 'complete') {
      await inBillingTransaction(deps, now, (tx, ctx) => applyCheckoutCompleted(tx, ctx, session));
      const applied = await findPurchase(deps.db, { checkoutSessionId: sessionId });
      if (applied) return { ...answer(statusOfPurchase(applied)), amountCents: applied.amountCents };
    }
  }
  return answer('pending');
}

export async function openPortal(deps: TBillingDeps, userId: string): Promise<{ url: string }> {
  const row = await subscriptionOf(deps.db, userId);
  if (!row?.customerId) throw new AppError('not_found', BILLING_MESSAGES.customerNotFound, { reason: 'no_customer' });
  const returnUrl = `${deps.config.baseUrl}/membership`;
  if (providerOf(deps.config) === 'offline' && row.customerId.startsWith('cus_offline_')) return { url: `${deps.config.baseUrl}/billing/test-portal` };
  return { url: await createStripePortal(deps.config, row.customerId, returnUrl) };
}

function toPurchase(row: TPurchaseRow): TPurchase {
  return {
    id: row.id,
    product: row.product,
    kind: isSubscriptionProduct(row.product) ? 'subscription' : 'messages',
    amountCents: row.amountCents,
    currency: row.currency,
    status: (['succeeded', 'pending', 'failed'].includes(row.status) ? row.status : 'unknown') as TPurchase['status'],
    periodStart: isoOrNull(row.periodStart),
    periodEnd: isoOrNull(row.periodEnd),
    launchOffer: row.launchOffer,
    invoiceId: row.invoiceId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPurchases(db: TExecutor, userId: string, page: { page: number; pageSize: number }): Promise<TPurchaseList> {
  const { items, total } = await listPurchaseRows(db, userId, page);
  return pageOf(items.map(toPurchase), total, page);
}
