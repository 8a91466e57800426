import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../shared/billing/billing.schema.js';
import { createUser } from '../../test/accounts.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';
import { userOn, type TTestUser } from '../follow-ups/follow-ups.test-support.js';
import { runMembershipExpiry } from './membership-expiry.service.js';
import { buyOffline, postWebhook, rowCount, stripeEvent } from './billing.test-support.js';

let t: TTestApp;
const api = (user: TTestUser | null, method: 'GET' | 'POST', url: string, body?: unknown) => call(t.app, method, url, { cookie: user?.cookie, body });
const me = async (user: TTestUser) => (await api(user, 'GET', '/api/me')).json();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('plans', () => {
  it('are public, in cents, with the launch offer and the message packs', async () => {
    const res = await api(null, 'GET', '/api/billing/plans');
    expect(res.statusCode).toBe(200);
    const plans = res.json();
    expect(plans.premium).toEqual({ monthlyCents: 4999, yearlyCents: 59900, launchMonthlyCents: 999, launchYearlyCents: 9900 });
    expect(plans.launchOffer).toMatchObject({ active: true, slotsTotal: 100, endedReason: null });
    expect(plans.messagePacks.map((p: { product: string }) => p.product)).toEqual(['messages_100', 'messages_500', 'messages_1000']);
    expect(plans.messagePacks.filter((p: { popular: boolean }) => p.popular)).toHaveLength(1);
    expect(plans.provider).toBe('offline');
  });
});

describe('trial', () => {
  it('starts once per account and answers the spec message the second time', async () => {
    const user = await userOn(t.app, 'free');
    const first = await api(user, 'POST', '/api/billing/trial');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ membershipTier: 'trial', status: 'trial', canStartTrial: false });
    expect((await me(user)).hasPremiumAccess).toBe(true);
    const second = await api(user, 'POST', '/api/billing/trial');
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(BILLING_MESSAGES.trialUsed);
  });

  it('is refused to a premium member and to an ended trial', async () => {
    for (const plan of ['premium', 'expired_trial'] as const) {
      const res = await api(await userOn(t.app, plan), 'POST', '/api/billing/trial');
      expect(res.statusCode, plan).toBe(409);
      expect(res.json().error.message).toBe(BILLING_MESSAGES.trialUsed);
    }
  });
});

describe('checkout input', () => {
  it('asks a signed-out visitor to log in to upgrade', async () => {
    const res = await api(null, 'POST', '/api/billing/checkout', { product: 'premium_monthly' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'unauthenticated', message: BILLING_MESSAGES.signInToUpgrade });
  });

  it('refuses unknown products, a pack size that is not sold, and bodies of the wrong shape', async () => {
    const user = await userOn(t.app, 'free');
    for (const body of [{ product: 'premium_weekly' }, { product: 'messages_999' }, { product: '' }, {}, { product: 5 }, { product: 'premium_monthly', price: 1 }]) {
      const res = await api(user, 'POST', '/api/billing/checkout', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(await rowCount(t.app, 'checkout_sessions', 'user_id = $1', [user.userId])).toBe(0);
  });

  it('answers 404 for a session that is not the user\'s, and for a malformed id', async () => {
    const buyer = await userOn(t.app, 'free');
    const other = await userOn(t.app, 'free');
    const checkout = await api(buyer, 'POST', '/api/billing/checkout', { product: 'premium_yearly' });
    const sessionId = new URL(checkout.json().url).pathname.split('/').pop()!;
    for (const url of [`/api/billing/checkout/${sessionId}`, `/api/billing/test-checkout/${sessionId}`]) expect((await api(other, 'GET', url)).statusCode).toBe(404);
    expect((await api(other, 'POST', `/api/billing/test-checkout/${sessionId}/pay`)).statusCode).toBe(404);
    expect((await api(buyer, 'GET', '/api/billing/checkout/not-a-session')).statusCode).toBe(404);
    expect((await api(buyer, 'GET', `/api/billing/checkout/${sessionId}`)).json()).toMatchObject({ status: 'pending', product: 'premium_yearly', amountCents: 9900 });
  });

  it('answers the portal\'s "customer ID not found" to someone who never paid', async () => {
    const res = await api(await userOn(t.app, 'free'), 'POST', '/api/billing/portal');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(BILLING_MESSAGES.customerNotFound);
  });
});

describe('the offline payment path', () => {
  it('checkout → test payment → signed webhook → premium access → the referrer earns 25 %', async () => {
    const referrer = await userOn(t.app, 'free');
    const code = (await me(referrer)).referralCode;
    const before = (await api(null, 'GET', '/api/billing/plans')).json().launchOffer.slotsLeft;
    const buyer = await createUser(t.app, { referralCode: code, firstName: 'Maya', lastName: 'Lin' });

    // Verified and signed in: the referred member is in the referrer's team, linked to the account.
    const team = (await api(referrer, 'GET', '/api/team-members')).json();
    expect(team.items).toEqual([expect.objectContaining({ email: buyer.email, linkedUserId: buyer.userId, firstName: 'Maya', lastName: 'Lin' })]);

    expect((await api(buyer, 'GET', '/api/hot-leads')).statusCode).toBe(403);
    const sessionId = await buyOffline(t.app, buyer.cookie, 'premium_monthly');
    expect((await api(buyer, 'GET', `/api/billing/checkout/${sessionId}`)).json()).toMatchObject({ status: 'paid', amountCents: 999 });
    const profile = await me(buyer);
    expect(profile).toMatchObject({ membershipTier: 'premium', hasPremiumAccess: true });
    expect(new Date(profile.membershipExpiry).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect((await api(buyer, 'GET', '/api/hot-leads')).statusCode).toBe(200);

    const purchases = (await api(buyer, 'GET', '/api/billing/purchases')).json();
    expect(purchases.items).toEqual([expect.objectContaining({ product: 'premium_monthly', amountCents: 999, status: 'succeeded', kind: 'subscription', launchOffer: true })]);
    expect((await api(null, 'GET', '/api/billing/plans')).json().launchOffer.slotsLeft).toBe(before - 1);

    const referral = (await api(referrer, 'GET', '/api/referral')).json();
    expect(referral.code).toBe(code);
    expect(referral.link).toBe(`http://localhost:3000/register/${code}`);
    expect(referral.referred).toEqual([expect.objectContaining({ userId: buyer.userId, email: buyer.email, membershipTier: 'premium', premium: true })]);
    expect(referral.earnings).toMatchObject({ totalCents: 250, thisMonthCents: 250, count: 1 });
    expect(referral.earnings.items[0]).toMatchObject({ referredName: 'Maya Lin', product: 'premium_monthly', purchaseCents: 999, commissionCents: 250 });

    // Paying a session again changes nothing.
    expect((await api(buyer, 'POST', `/api/billing/test-checkout/${sessionId}/pay`)).statusCode).toBe(409);
    // Premium members cannot open a second subscription.
    expect((await api(buyer, 'POST', '/api/billing/checkout', { product: 'premium_yearly' })).statusCode).toBe(409);
    // The portal is the test portal.
    expect((await api(buyer, 'POST', '/api/billing/portal')).json().url).toBe('http://localhost:3000/billing/test-portal');
  });

  it('adds a message pack to the additional messages, without a referral earning', async () => {
    const referrer = await userOn(t.app, 'free');
    const buyer = await createUser(t.app, { referralCode: (await me(referrer)).referralCode });
    await buyOffline(t.app, buyer.cookie, 'messages_500');
    const state = (await api(buyer, 'GET', '/api/billing/subscription')).json();
    expect(state).toMatchObject({ additionalMessages: 500, subscription: null, canManage: true });
    expect((await me(buyer)).hasPremiumAccess).toBe(false);
    expect((await api(referrer, 'GET', '/api/referral')).json().earnings.count).toBe(0);
  });

  it('renews, records a failed renewal with a notification, and keeps access after a cancel until the period ends', async () => {
    const buyer = await userOn(t.app, 'free');
    await buyOffline(t.app, buyer.cookie, 'premium_yearly');
    const portal = (action: string, product?: string) => api(buyer, 'POST', '/api/billing/test-portal', { action, product });

    const renewed = await portal('renew_now');
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fail = await portal('fail_renewal');
    expect(fail.json().subscription.status).toBe('past_due');
    const statuses = (await api(buyer, 'GET', '/api/billing/purchases')).json().items.map((p: { status: string }) => p.status);
    expect(statuses.sort()).toEqual(['failed', 'succeeded', 'succeeded']);
    const notes = (await api(buyer, 'GET', '/api/notifications')).json().items.map((n: { message: string }) => n.message);
    expect(notes.some((m: string) => m.includes('failed'))).toBe(true);

    const switched = (await portal('switch_plan', 'premium_monthly')).json();
    expect(switched.subscription).toMatchObject({ product: 'premium_yearly', pendingProduct: 'premium_monthly' });

    const cancelled = (await portal('cancel_at_period_end')).json();
    expect(cancelled.subscription.cancelAtPeriodEnd).toBe(true);
    const periodEnd = new Date(cancelled.subscription.currentPeriodEnd);
    expect(new Date(cancelled.membershipExpiry).getTime()).toBe(periodEnd.getTime());
    expect((await me(buyer)).hasPremiumAccess).toBe(true);

    // The expiry job a day before the end tells once; after the end it ends access.
    const deps = { db: t.app.db, realtime: t.app.realtime };
    await runMembershipExpiry(deps, new Date(periodEnd.getTime() - 3_600_000));
    await runMembershipExpiry(deps, new Date(periodEnd.getTime() - 1_800_000));
    expect(await rowCount(t.app, 'membership_notices', `user_id = $1 and kind = 'subscription_ending'`, [buyer.userId])).toBe(1);
    // The period ends (moved into the past: the API reads the real clock).
    await t.app.database.query(`update user_profiles set membership_expiry = now() - interval '1 second' where user_id = $1`, [buyer.userId]);
    await runMembershipExpiry(deps);
    const state = (await api(buyer, 'GET', '/api/billing/subscription')).json();
    expect(state).toMatchObject({ membershipTier: 'free', status: 'subscription_ended' });
    expect((await api(buyer, 'GET', '/api/hot-leads')).statusCode).toBe(403);
  });

  it('ends a subscription at once on customer.subscription.deleted', async () => {
    const buyer = await userOn(t.app, 'free');
    await buyOffline(t.app, buyer.cookie, 'premium_monthly');
    const ended = (await api(buyer, 'POST', '/api/billing/test-portal', { action: 'end_now' })).json();
    expect(ended).toMatchObject({ membershipTier: 'free', status: 'subscription_ended' });
    expect((await api(buyer, 'POST', '/api/billing/test-portal', { action: 'renew_now' })).statusCode).toBe(409);
  });
});

describe('the webhook', () => {
  async function sessionEvent(user: TTestUser, product = 'messages_100') {
    const checkout = await api(user, 'POST', '/api/billing/checkout', { product });
    const sessionId = new URL(checkout.json().url).pathname.split('/').pop()!;
    return stripeEvent('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      client_reference_id: user.userId,
      metadata: { product },
      customer: `cus_test_${user.userId}`,
      amount_total: 1000,
      currency: 'usd',
      payment_status: 'paid',
      mode: 'payment',
    });
  }

  it('applies an event once: a replay changes nothing', async () => {
    const user = await userOn(t.app, 'free');
    const payload = JSON.stringify(await sessionEvent(user));
    const first = await postWebhook(t.app, payload);
    expect(first.json()).toMatchObject({ received: true, applied: true });
    const replay = await postWebhook(t.app, payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ applied: false, reason: 'duplicate' });
    expect((await api(user, 'GET', '/api/billing/subscription')).json().additionalMessages).toBe(100);
    expect(await rowCount(t.app, 'purchases', 'user_id = $1', [user.userId])).toBe(1);
  });

  it('refuses a missing or wrong signature and a body changed after signing, changing nothing', async () => {
    const user = await userOn(t.app, 'free');
    const payload = JSON.stringify(await sessionEvent(user));
    const forged = [
      await postWebhook(t.app, payload, { signature: null }),
      await postWebhook(t.app, payload, { secret: 'whsec_someone_else' }),
      await postWebhook(t.app, payload, { signature: 't=1,v1=deadbeef' }),
      await postWebhook(t.app, payload.replace('"amount_total":1000', '"amount_total":1'), { signature: (await import('./stripe.gateway.js')).signWebhookPayload(payload, t.app.config.stripe.webhookSecret) }),
    ];
    for (const res of forged) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(await rowCount(t.app, 'purchases', 'user_id = $1', [user.userId])).toBe(0);
    expect(await rowCount(t.app, 'billing_events')).toBeGreaterThanOrEqual(0);
  });

  it('refuses a signed event for an unknown product and a malformed object with 400', async () => {
    const user = await userOn(t.app, 'free');
    const event = await sessionEvent(user);
    (event.data.object.metadata as { product: string }).product = 'gold_bars';
    expect((await postWebhook(t.app, JSON.stringify(event))).statusCode).toBe(400);
    const broken = stripeEvent('invoice.paid', { id: 42 });
    expect((await postWebhook(t.app, JSON.stringify(broken))).statusCode).toBe(400);
    expect(await rowCount(t.app, 'purchases', 'user_id = $1', [user.userId])).toBe(0);
    // Event types it does not handle are acknowledged and left alone.
    expect((await postWebhook(t.app, JSON.stringify(stripeEvent('charge.refunded', { id: 'ch_1' })))).json()).toMatchObject({ applied: false, reason: 'ignored_type' });
  });
});

describe('trial expiry', () => {
  it('tells a day ahead once, then ends the trial and says so', async () => {
    const user = await userOn(t.app, 'free');
    const ends = new Date(Date.now() + 10 * 3_600_000);
    await t.app.database.query(`update user_profiles set membership_tier = 'trial', trial_ends_at = $2 where user_id = $1`, [user.userId, ends.toISOString()]);
    const deps = { db: t.app.db, realtime: t.app.realtime };
    await runMembershipExpiry(deps);
    await runMembershipExpiry(deps);
    expect(await rowCount(t.app, 'notifications', `user_id = $1 and link = '/compare-plans'`, [user.userId])).toBe(1);
    await t.app.database.query(`update user_profiles set trial_ends_at = now() - interval '1 second' where user_id = $1`, [user.userId]);
    await runMembershipExpiry(deps);
    const state = (await api(user, 'GET', '/api/billing/subscription')).json();
    expect(state).toMatchObject({ membershipTier: 'free', status: 'trial_ended', canStartTrial: false });
    expect(await rowCount(t.app, 'notifications', `user_id = $1 and link = '/compare-plans'`, [user.userId])).toBe(2);
  });
});
