import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSecondInstance, createTestApp, type TTestApp } from '../../test/test-app.js';
import { userOn } from '../follow-ups/follow-ups.test-support.js';
import { runMembershipExpiry } from './membership-expiry.service.js';
import { postWebhook, rowCount, stripeEvent } from './billing.test-support.js';

/**
 * One event reaching two server instances at once (Stripe retries, or two instances behind a
 * balancer), and two expiry jobs at the same moment: PostgreSQL only (instances cannot share a PGlite).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let first: TTestApp;
  let second: TTestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await createSecondInstance(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('apply an event delivered to both exactly once', async () => {
    const user = await userOn(first.app, 'free');
    const checkout = await call(first.app, 'POST', '/api/billing/checkout', { cookie: user.cookie, body: { product: 'premium_monthly' } });
    const sessionId = new URL(checkout.json().url).pathname.split('/').pop()!;
    const payload = JSON.stringify(
      stripeEvent('checkout.session.completed', { id: sessionId, client_reference_id: user.userId, metadata: { product: 'premium_monthly' }, customer: 'cus_x1', subscription: 'sub_x1', amount_total: 999, currency: 'usd', payment_status: 'paid', mode: 'subscription' }),
    );
    const answers = await Promise.all([postWebhook(first.app, payload), postWebhook(second.app, payload), postWebhook(first.app, payload), postWebhook(second.app, payload)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().applied)).toHaveLength(1);
    expect(await rowCount(first.app, 'purchases', 'user_id = $1', [user.userId])).toBe(1);
    expect(await rowCount(first.app, 'notifications', 'user_id = $1', [user.userId])).toBe(1);
  });

  it('end a trial once and tell it once when both run the expiry job', async () => {
    const user = await userOn(first.app, 'expired_trial');
    await Promise.all([runMembershipExpiry({ db: first.app.db, realtime: first.app.realtime }), runMembershipExpiry({ db: second.app.db, realtime: second.app.realtime })]);
    expect(await rowCount(first.app, 'notifications', `user_id = $1 and link = '/compare-plans'`, [user.userId])).toBe(1);
    const [profile] = await first.app.database.query<{ membership_tier: string }>('select membership_tier from user_profiles where user_id = $1', [user.userId]);
    expect(profile!.membership_tier).toBe('free');
  });
});
