import type * as z from 'zod';
import { isSubscriptionProduct, messagePackSize } from '../../../shared/billing/billing.schema.js';
import type { TNotification } from '../../../shared/notifications/notifications.schema.js';
import type { TConfig } from '../../config.js';
import type { TExecutor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { insertNotification, toNotification } from '../notifications/notifications.repository.js';
import {
  ZInvoiceObject,
  ZSessionObject,
  ZSubscriptionObject,
  invoicePeriod,
  invoiceSubscriptionId,
  fromUnix,
  subscriptionPeriodEnd,
  type TInvoiceObject,
  type TSubscriptionObject,
} from './billing-events.schema.js';
import { billingNoticeText, type TBillingNotice } from './billing.messages.js';
import { INTERVAL_OF, periodEndFrom, subscriptionProductOfPrice } from './billing.products.js';
import {
  addAdditionalMessages,
  billingProfileOf,
  claimBillingEvent,
  findCheckoutSession,
  findPurchase,
  insertPurchaseOnce,
  insertReferralEarning,
  setCheckoutStatus,
  setMembership,
  subscriptionByProviderIds,
  updatePurchase,
  upsertSubscription,
  type TBillingProfile,
  type TPurchaseRow,
} from './billing.repository.js';
import { noticeOnce } from './membership-notices.repository.js';

/**
 * An automatically renewing subscription keeps access this long past its period's end: Stripe
 * charges at the end and its event may come minutes later; a cancelled one ends on the dot.
 */
export const RENEWAL_GRACE_MS = 24 * 3_600_000;

export interface TEventContext {
  config: TConfig;
  now: Date;
  /** Notifications written in the transaction, pushed to sockets after it commits. */
  notifications: { userId: string; notification: TNotification }[];
}

export type TApplyResult = { applied: boolean; reason?: string };

const invalid = (what: string) => new AppError('validation_failed', `The event's ${what} is missing or not valid`, { reason: 'invalid_event' });

/** The event's object as `schema` reads it; 400 when it is not one. */
function parseObject<T>(schema: z.ZodType<T>, object: unknown, what: string): T {
  const parsed = schema.safeParse(object);
  if (!parsed.success) throw invalid(what);
  return parsed.data;
}

async function notify(tx: TExecutor, ctx: TEventContext, profile: Pick<TBillingProfile, 'userId' | 'language' | 'timeZone'>, notice: TBillingNotice, link = '/membership') {
  const type = notice.key.startsWith('referral') ? 'achievement' : 'system_update';
  const row = await insertNotification(tx, { userId: profile.userId, message: billingNoticeText(notice, profile), type, link });
  ctx.notifications.push({ userId: profile.userId, notification: toNotification(row) });
}

/** pro and enterprise are granted by an administrator and outrank what a payment buys. */
const paidTierFor = (current: string) => (current === 'pro' || current === 'enterprise' ? current : 'premium');

/** The effects of a payment that has just succeeded: access, messages, the referrer's share. */
async function applySucceededPayment(tx: TExecutor, ctx: TEventContext, profile: TBillingProfile, purchase: TPurchaseRow, ids: { customerId?: string | null }) {
  const messages = messagePackSize(purchase.product);
  if (messages) {
    await addAdditionalMessages(tx, profile.userId, messages);
    if (ids.customerId) await upsertSubscription(tx, profile.userId, { customerId: ids.customerId });
    await notify(tx, ctx, profile, { key: 'messagesAdded', count: messages });
    return;
  }
  const periodEnd = purchase.periodEnd ?? periodEndFrom(ctx.now, INTERVAL_OF[purchase.product as 'premium_monthly']);
  await upsertSubscription(tx, profile.userId, {
    ...(ids.customerId && { customerId: ids.customerId }),
    ...(purchase.subscriptionId && { subscriptionId: purchase.subscriptionId }),
    product: purchase.product,
    status: 'active',
    currentPeriodEnd: periodEnd,
    billingCycleEnd: periodEnd,
    cancelAtPeriodEnd: false,
    pendingProduct: null,
  });
  await setMembership(tx, profile.userId, { membershipTier: paidTierFor(profile.membershipTier), membershipExpiry: new Date(periodEnd.getTime() + RENEWAL_GRACE_MS) });
  await notify(tx, ctx, profile, { key: purchase.invoiceId && purchase.checkoutSessionId === null ? 'renewed' : 'premiumStarted', date: periodEnd });
  await payReferrer(tx, ctx, profile, purchase);
}

/** 25 % (a setting) of a referred member's premium payment, in the payment's transaction. */
async function payReferrer(tx: TExecutor, ctx: TEventContext, buyer: TBillingProfile, purchase: TPurchaseRow) {
  if (!buyer.referredBy || !isSubscriptionProduct(purchase.product) || purchase.amountCents <= 0) return;
  const referrer = await billingProfileOf(tx, buyer.referredBy);
  if (!referrer) return;
  const commissionCents = Math.round((purchase.amountCents * ctx.config.billing.referralCommissionPercent) / 100);
  await insertReferralEarning(tx, { referrerUserId: referrer.userId, referredUserId: buyer.userId, purchaseId: purchase.id, purchaseCents: purchase.amountCents, commissionCents });
  await notify(tx, ctx, referrer, { key: 'referralEarning', name: buyer.name, amountCents: commissionCents }, '/referral');
}

/**
 * A finished Checkout Session: records the payment once (keyed by the session) and, when paid,
 * applies it. Also used by the success page's verification with Stripe, so whichever comes first
 * applies it and the other changes nothing.
 */
export async function applyCheckoutCompleted(tx: TExecutor, ctx: TEventContext, object: unknown): Promise<TApplyResult> {
  const session = parseObject(ZSessionObject, object, 'checkout session');
  const product = session.metadata?.product ?? '';
  if (!isSubscriptionProduct(product) && !messagePackSize(product)) throw new AppError('validation_failed', `Unknown product "${product.slice(0, 40)}"`, { reason: 'unknown_product' });
  const userId = session.client_reference_id;
  if (!userId) throw invalid('client_reference_id');
  const profile = await billingProfileOf(tx, userId, { lock: true });
  if (!profile) return { applied: false, reason: 'unknown_account' };
  const opened = await findCheckoutSession(tx, session.id, null, { lock: true });
  if (opened && (opened.userId !== userId || opened.product !== product)) throw invalid('session (it does not match the checkout that was opened)');
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const subscription = isSubscriptionProduct(product);
  const values = {
    userId,
    product,
    amountCents: session.amount_total ?? opened?.amountCents ?? 0,
    currency: session.currency ?? opened?.currency ?? 'usd',
    status: paid ? 'succeeded' : 'pending',
    checkoutSessionId: session.id,
    invoiceId: session.invoice ?? null,
    subscriptionId: session.subscription ?? null,
    periodStart: subscription ? ctx.now : null,
    periodEnd: subscription ? periodEndFrom(ctx.now, INTERVAL_OF[product]) : null,
    launchOffer: opened?.launchOffer ?? false,
  };
  let purchase = await insertPurchaseOnce(tx, values);
  if (!purchase) {
    // Recorded before: only a pending payment that is now paid has anything left to apply.
    const existing = await findPurchase(tx, { checkoutSessionId: session.id });
    if (!existing || existing.status === 'succeeded' || !paid) return { applied: false, reason: 'already_recorded' };
    await updatePurchase(tx, existing.id, { status: 'succeeded' });
    purchase = { ...existing, status: 'succeeded' };
  }
  if (opened) await setCheckoutStatus(tx, session.id, 'complete');
  if (purchase.status === 'succeeded') await applySucceededPayment(tx, ctx, profile, purchase, { customerId: session.customer });
  return { applied: true };
}

async function ownerOfInvoice(tx: TExecutor, invoice: TInvoiceObject) {
  const subscriptionId = invoiceSubscriptionId(invoice);
  const subscription = await subscriptionByProviderIds(tx, { subscriptionId, customerId: invoice.customer });
  if (!subscription) return null;
  const profile = await billingProfileOf(tx, subscription.userId, { lock: true });
  return profile ? { profile, subscription, subscriptionId: subscriptionId ?? subscription.subscriptionId } : null;
}

/** A paid invoice: the first one dates the period the checkout opened; later ones renew it. */
export async function applyInvoicePaid(tx: TExecutor, ctx: TEventContext, object: unknown): Promise<TApplyResult> {
  const invoice = parseObject(ZInvoiceObject, object, 'invoice');
  const owner = await ownerOfInvoice(tx, invoice);
  // The first invoice may come before the checkout event: that event records the payment.
  if (!owner) return { applied: false, reason: 'unknown_subscription' };
  const { profile, subscription } = owner;
  const period = invoicePeriod(invoice);
  if (invoice.billing_reason === 'subscription_create') {
    const first = await findPurchase(tx, { invoiceId: invoice.id });
    if (!first || !period.end) return { applied: false, reason: 'first_invoice' };
    await updatePurchase(tx, first.id, { periodStart: period.start, periodEnd: period.end });
    await upsertSubscription(tx, profile.userId, { currentPeriodEnd: period.end, billingCycleEnd: period.end });
    if (first.status === 'succeeded') await setMembership(tx, profile.userId, { membershipExpiry: new Date(period.end.getTime() + RENEWAL_GRACE_MS) });
    return { applied: true };
  }
  const product = subscription.pendingProduct ?? subscription.product;
  if (!product || !isSubscriptionProduct(product)) throw invalid('subscription (no plan is known for it)');
  const end = period.end ?? periodEndFrom(ctx.now, INTERVAL_OF[product]);
  const values = {
    userId: profile.userId,
    product,
    amountCents: invoice.amount_paid ?? 0,
    currency: invoice.currency ?? 'usd',
    status: 'succeeded',
    invoiceId: invoice.id,
    subscriptionId: owner.subscriptionId,
    periodStart: period.start ?? ctx.now,
    periodEnd: end,
  };
  let purchase = await insertPurchaseOnce(tx, values);
  if (!purchase) {
    // A renewal that failed first and was paid on a retry.
    const existing = await findPurchase(tx, { invoiceId: invoice.id });
    if (!existing || existing.status === 'succeeded') return { applied: false, reason: 'already_recorded' };
    await updatePurchase(tx, existing.id, { status: 'succeeded', amountCents: values.amountCents, periodStart: values.periodStart, periodEnd: end });
    purchase = { ...existing, ...values, status: 'succeeded' };
  }
  await applySucceededPayment(tx, ctx, profile, { ...purchase, checkoutSessionId: null }, { customerId: invoice.customer });
  return { applied: true };
}

/** A renewal that could not be charged: recorded as failed, the member told; access runs to the period end. */
export async function applyInvoiceFailed(tx: TExecutor, ctx: TEventContext, object: unknown): Promise<TApplyResult> {
  const invoice = parseObject(ZInvoiceObject, object, 'invoice');
  const owner = await ownerOfInvoice(tx, invoice);
  if (!owner) return { applied: false, reason: 'unknown_subscription' };
  const { profile, subscription } = owner;
  const period = invoicePeriod(invoice);
  const inserted = await insertPurchaseOnce(tx, {
    userId: profile.userId,
    product: subscription.pendingProduct ?? subscription.product ?? 'premium_monthly',
    amountCents: invoice.amount_due ?? 0,
    currency: invoice.currency ?? 'usd',
    status: 'failed',
    invoiceId: invoice.id,
    subscriptionId: owner.subscriptionId,
    periodStart: period.start,
    periodEnd: period.end,
  });
  await upsertSubscription(tx, profile.userId, { status: 'past_due' });
  if (inserted) await notify(tx, ctx, profile, { key: 'paymentFailed' });
  return { applied: true };
}

async function ownerOfSubscription(tx: TExecutor, subscription: TSubscriptionObject) {
  const row = await subscriptionByProviderIds(tx, { subscriptionId: subscription.id, customerId: subscription.customer });
  if (!row) return null;
  const profile = await billingProfileOf(tx, row.userId, { lock: true });
  return profile ? { profile, row } : null;
}

const ENDED_STATUSES = ['canceled', 'unpaid', 'incomplete_expired'];

/** Cancel at period end, resume, a plan switch for the next cycle, a new period end or status. */
export async function applySubscriptionUpdated(tx: TExecutor, ctx: TEventContext, object: unknown): Promise<TApplyResult> {
  const subscription = parseObject(ZSubscriptionObject, object, 'subscription');
  if (ENDED_STATUSES.includes(subscription.status)) return applySubscriptionDeleted(tx, ctx, subscription);
  const owner = await ownerOfSubscription(tx, subscription);
  if (!owner) return { applied: false, reason: 'unknown_subscription' };
  const { profile, row } = owner;
  const periodEnd = subscriptionPeriodEnd(subscription) ?? row.currentPeriodEnd;
  const cancelAtPeriodEnd = subscription.cancel_at_period_end ?? false;
  const priced = subscriptionProductOfPrice(ctx.config, subscription.items?.data[0]?.price?.id);
  // A switch takes effect at the next renewal (spec 02 §4): until then the paid plan stays.
  const pendingProduct = priced && priced !== row.product ? priced : null;
  await upsertSubscription(tx, profile.userId, { subscriptionId: subscription.id, status: subscription.status, currentPeriodEnd: periodEnd, billingCycleEnd: periodEnd, cancelAtPeriodEnd, pendingProduct });
  if (periodEnd && ['active', 'trialing', 'past_due'].includes(subscription.status)) {
    const expiry = cancelAtPeriodEnd ? periodEnd : new Date(periodEnd.getTime() + RENEWAL_GRACE_MS);
    await setMembership(tx, profile.userId, { membershipTier: paidTierFor(profile.membershipTier), membershipExpiry: expiry });
  }
  if (periodEnd && cancelAtPeriodEnd && !row.cancelAtPeriodEnd) await notify(tx, ctx, profile, { key: 'cancelScheduled', date: periodEnd });
  if (periodEnd && pendingProduct && pendingProduct !== row.pendingProduct) await notify(tx, ctx, profile, { key: 'planSwitch', date: periodEnd, product: pendingProduct });
  return { applied: true };
}

/** The subscription is over (at its period end after a cancel, or at once): access ends now. */
export async function applySubscriptionDeleted(tx: TExecutor, ctx: TEventContext, object: unknown): Promise<TApplyResult> {
  const subscription = parseObject(ZSubscriptionObject, object, 'subscription');
  const owner = await ownerOfSubscription(tx, subscription);
  if (!owner) return { applied: false, reason: 'unknown_subscription' };
  const { profile } = owner;
  const endedAt = fromUnix(subscription.ended_at) ?? ctx.now;
  await upsertSubscription(tx, profile.userId, { status: 'canceled', cancelAtPeriodEnd: false, pendingProduct: null, currentPeriodEnd: endedAt });
  const tier = profile.membershipTier === 'pro' || profile.membershipTier === 'enterprise' ? profile.membershipTier : 'free';
  await setMembership(tx, profile.userId, { membershipTier: tier, membershipExpiry: endedAt });
  if (await noticeOnce(tx, profile.userId, 'subscription_ended', endedAt)) await notify(tx, ctx, profile, { key: 'subscriptionEnded' }, '/compare-plans');
  return { applied: true };
}

const APPLY: Record<string, (tx: TExecutor, ctx: TEventContext, object: unknown) => Promise<TApplyResult>> = {
  'checkout.session.completed': applyCheckoutCompleted,
  'invoice.paid': applyInvoicePaid,
  'invoice.payment_failed': applyInvoiceFailed,
  'customer.subscription.updated': applySubscriptionUpdated,
  'customer.subscription.deleted': applySubscriptionDeleted,
};

/**
 * Applies one verified event exactly once: its id is stored in the same transaction, so a replay,
 * or the same event reaching two instances, changes nothing more.
 */
export async function applyBillingEvent(tx: TExecutor, ctx: TEventContext, event: { id: string; type: string; data: { object: unknown } }): Promise<TApplyResult> {
  const apply = APPLY[event.type];
  if (!apply) return { applied: false, reason: 'ignored_type' };
  if (!(await claimBillingEvent(tx, event.id, event.type))) return { applied: false, reason: 'duplicate' };
  return apply(tx, ctx, event.data.object);
}
