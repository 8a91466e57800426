import { randomBytes } from 'node:crypto';
import { BILLING_MESSAGES, isSubscriptionProduct, type TSubscriptionProduct, type TTestCheckout, type TTestPortalAction } from '../../../shared/billing/billing.schema.js';
import { BILLING_CURRENCY } from '../../../shared/billing/billing.settings.js';
import type { TConfig } from '../../config.js';
import type { TDb } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { INTERVAL_OF, periodEndFrom, sellableProduct, type TSellableProduct } from './billing.products.js';
import { billingProfileOf, findCheckoutSession, insertCheckoutSession, lastPaidAmount, setCheckoutStatus, subscriptionOf } from './billing.repository.js';

/**
 * The offline provider: with no STRIPE_SECRET_KEY (never in production) a built-in test checkout
 * and portal stand in for Stripe's pages. What they do reaches the account only as Stripe-shaped
 * events, signed with STRIPE_WEBHOOK_SECRET and posted to the webhook, so a fresh machine runs
 * the same path a real payment takes.
 */
export type TStripeEvent = { id: string; object: 'event'; type: string; created: number; livemode: false; api_version: string; data: { object: Record<string, unknown> } };
/** Posts a signed event to the webhook and throws unless it was accepted. */
export type TDeliver = (event: TStripeEvent) => Promise<void>;

const OFFLINE_SESSION_TTL_MS = 24 * 3_600_000;
const randomId = (prefix: string) => `${prefix}_offline_${randomBytes(12).toString('hex')}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

function eventOf(type: string, object: Record<string, unknown>, now: Date): TStripeEvent {
  return { id: randomId('evt'), object: 'event', type, created: unix(now), livemode: false, api_version: '2025-10-29.clover', data: { object } };
}

function offlineOnly(config: TConfig) {
  if (config.stripe.secretKey || config.env === 'production') throw notFound('Test checkout');
}

export async function createOfflineCheckout(
  deps: { db: TDb; config: TConfig },
  input: { userId: string; product: TSellableProduct; successBase: string; cancelBase: string; now: Date },
): Promise<{ url: string }> {
  const id = randomId('cs_test');
  await insertCheckoutSession(deps.db, {
    id,
    userId: input.userId,
    product: input.product.product,
    amountCents: input.product.amountCents,
    currency: BILLING_CURRENCY,
    launchOffer: input.product.launchOffer,
    provider: 'offline',
    expiresAt: new Date(input.now.getTime() + OFFLINE_SESSION_TTL_MS),
  });
  return { url: `${deps.config.baseUrl}/billing/test-checkout/${id}` };
}

const successUrl = (config: TConfig, id: string) => `${config.baseUrl}/stripe/success?session_id=${id}`;
const cancelUrl = (config: TConfig, id: string) => `${config.baseUrl}/stripe/cancel?session_id=${id}`;

async function openSessionOf(deps: { db: TDb; config: TConfig }, userId: string, sessionId: string) {
  offlineOnly(deps.config);
  const session = await findCheckoutSession(deps.db, sessionId, userId);
  if (!session || session.provider !== 'offline') throw notFound('Test checkout');
  return session;
}

export async function testCheckout(deps: { db: TDb; config: TConfig }, userId: string, sessionId: string, now = new Date()): Promise<TTestCheckout> {
  const session = await openSessionOf(deps, userId, sessionId);
  const profile = await billingProfileOf(deps.db, userId);
  const status = session.status === 'open' && session.expiresAt.getTime() <= now.getTime() ? 'expired' : (session.status as TTestCheckout['status']);
  return {
    sessionId,
    product: session.product,
    amountCents: session.amountCents,
    currency: session.currency,
    email: profile?.email ?? '',
    status,
    successUrl: successUrl(deps.config, sessionId),
    cancelUrl: cancelUrl(deps.config, sessionId),
  };
}

const ANOTHER_STATE = 'This test checkout is no longer open. Start a new checkout from the membership page.';

/** "Pays" a test checkout: the events Stripe sends for a completed Checkout Session. */
export async function payTestCheckout(deps: { db: TDb; config: TConfig }, deliver: TDeliver, userId: string, sessionId: string, now = new Date()): Promise<{ url: string }> {
  const session = await openSessionOf(deps, userId, sessionId);
  if (session.status !== 'open' || session.expiresAt.getTime() <= now.getTime()) throw new AppError('conflict', ANOTHER_STATE, { reason: 'session_closed' });
  const existing = await subscriptionOf(deps.db, userId);
  const customer = existing?.customerId ?? randomId('cus');
  const metadata = { product: session.product, userId };
  if (!isSubscriptionProduct(session.product)) {
    await deliver(eventOf('checkout.session.completed', { id: sessionId, object: 'checkout.session', client_reference_id: userId, metadata, customer, subscription: null, invoice: null, amount_total: session.amountCents, currency: session.currency, payment_status: 'paid', status: 'complete', mode: 'payment' }, now));
    return { url: successUrl(deps.config, sessionId) };
  }
  const subscription = randomId('sub');
  const invoice = randomId('in');
  const end = periodEndFrom(now, INTERVAL_OF[session.product]);
  await deliver(eventOf('checkout.session.completed', { id: sessionId, object: 'checkout.session', client_reference_id: userId, metadata, customer, subscription, invoice, amount_total: session.amountCents, currency: session.currency, payment_status: 'paid', status: 'complete', mode: 'subscription' }, now));
  await deliver(eventOf('invoice.paid', invoiceObject({ id: invoice, customer, subscription, metadata, reason: 'subscription_create', amount: session.amountCents, start: now, end }), now));
  return { url: successUrl(deps.config, sessionId) };
}

export async function cancelTestCheckout(deps: { db: TDb; config: TConfig }, userId: string, sessionId: string): Promise<{ url: string }> {
  const session = await openSessionOf(deps, userId, sessionId);
  if (session.status === 'open') await setCheckoutStatus(deps.db, sessionId, 'expired');
  return { url: cancelUrl(deps.config, sessionId) };
}

function invoiceObject(i: { id: string; customer: string; subscription: string; metadata: Record<string, string>; reason: string; amount: number; start: Date; end: Date; paid?: boolean }) {
  const paid = i.paid ?? true;
  return {
    id: i.id,
    object: 'invoice',
    customer: i.customer,
    billing_reason: i.reason,
    amount_paid: paid ? i.amount : 0,
    amount_due: i.amount,
    currency: BILLING_CURRENCY,
    status: paid ? 'paid' : 'open',
    parent: { type: 'subscription_details', subscription_details: { subscription: i.subscription, metadata: i.metadata } },
    lines: { object: 'list', data: [{ object: 'line_item', amount: i.amount, period: { start: unix(i.start), end: unix(i.end) } }] },
  };
}

/** The portal's actions, each as the events Stripe sends when a customer does it in its portal. */
export async function testPortalAction(deps: { db: TDb; config: TConfig }, deliver: TDeliver, userId: string, input: TTestPortalAction, now = new Date()): Promise<void> {
  offlineOnly(deps.config);
  const row = await subscriptionOf(deps.db, userId);
  const product = row?.product;
  if (!row?.subscriptionId?.startsWith('sub_offline_') || !row.customerId || row.status === 'canceled' || !product || !isSubscriptionProduct(product)) {
    throw new AppError('conflict', 'There is no active test subscription to manage. Buy Premium Pro through the test checkout first.', { reason: 'no_subscription' });
  }
  const periodEnd = row.currentPeriodEnd ?? now;
  const metadata = { product, userId };
  const priceOf = (p: TSubscriptionProduct) => sellableProduct(deps.config, p, false)!.priceId!;
  const subscriptionObject = (over: { status?: string; cancel?: boolean; price?: TSubscriptionProduct; end?: Date }) => ({
    id: row.subscriptionId,
    object: 'subscription',
    customer: row.customerId,
    status: over.status ?? 'active',
    cancel_at_period_end: over.cancel ?? row.cancelAtPeriodEnd,
    metadata,
    items: { object: 'list', data: [{ current_period_end: unix(over.end ?? periodEnd), price: { id: priceOf(over.price ?? ((row.pendingProduct as TSubscriptionProduct | null) ?? product)) } }] },
  });
  const next = (row.pendingProduct as TSubscriptionProduct | null) ?? product;
  switch (input.action) {
    case 'cancel_at_period_end':
    case 'resume':
      await deliver(eventOf('customer.subscription.updated', subscriptionObject({ cancel: input.action === 'cancel_at_period_end' }), now));
      return;
    case 'switch_plan': {
      const target = input.product;
      if (!target) throw new AppError('validation_failed', BILLING_MESSAGES.unknownProduct, { fields: { product: BILLING_MESSAGES.unknownProduct } });
      await deliver(eventOf('customer.subscription.updated', subscriptionObject({ price: target }), now));
      return;
    }
    case 'renew_now': {
      const start = periodEnd.getTime() > now.getTime() ? periodEnd : now;
      const end = periodEndFrom(start, INTERVAL_OF[next]);
      // A member keeps the price they signed up at; a switched plan renews at its list price.
      const amount = (next === product ? await lastPaidAmount(deps.db, userId, product) : null) ?? sellableProduct(deps.config, next, false)!.amountCents;
      await deliver(eventOf('invoice.paid', invoiceObject({ id: randomId('in'), customer: row.customerId, subscription: row.subscriptionId, metadata, reason: 'subscription_cycle', amount, start, end }), now));
      await deliver(eventOf('customer.subscription.updated', subscriptionObject({ price: next, end }), now));
      return;
    }
    case 'fail_renewal': {
      const end = periodEndFrom(periodEnd, INTERVAL_OF[next]);
      const amount = (next === product ? await lastPaidAmount(deps.db, userId, product) : null) ?? sellableProduct(deps.config, next, false)!.amountCents;
      await deliver(eventOf('invoice.payment_failed', invoiceObject({ id: randomId('in'), customer: row.customerId, subscription: row.subscriptionId, metadata, reason: 'subscription_cycle', amount, start: periodEnd, end, paid: false }), now));
      await deliver(eventOf('customer.subscription.updated', subscriptionObject({ status: 'past_due' }), now));
      return;
    }
    case 'end_now':
      await deliver(eventOf('customer.subscription.deleted', { ...subscriptionObject({ status: 'canceled', cancel: false }), ended_at: unix(now) }, now));
      return;
  }
}
