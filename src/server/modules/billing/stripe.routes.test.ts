import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';
import { userOn } from '../follow-ups/follow-ups.test-support.js';
import { postWebhook, stripeEvent } from './billing.test-support.js';

/**
 * The real provider's path against a stand-in for Stripe's API on this machine (the SDK speaks
 * HTTP to `STRIPE_API_URL`): what checkout, verification and the portal send, and what they read.
 */
const requests: { method: string; path: string; form: URLSearchParams }[] = [];
const sessions = new Map<string, Record<string, unknown>>();
let stripe: Server;
let t: TTestApp;

async function bodyOf(req: IncomingMessage): Promise<string> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return raw;
}

beforeAll(async () => {
  stripe = createServer(async (req, res) => {
    const form = new URLSearchParams(await bodyOf(req));
    const path = (req.url ?? '').split('?')[0]!;
    requests.push({ method: req.method ?? '', path, form });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${sessions.size + 1}`;
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        expires_at: Math.floor(Date.now() / 1000) + 86_400,
        status: 'open',
        payment_status: 'unpaid',
        mode: form.get('mode'),
        client_reference_id: form.get('client_reference_id'),
        metadata: { product: form.get('metadata[product]'), userId: form.get('metadata[userId]') },
        amount_total: 999,
        currency: 'usd',
        customer: null,
        subscription: null,
      };
      sessions.set(id, session);
      return send(200, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]!);
      return session ? send(200, session) : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') return send(200, { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/test_1' });
    send(404, { error: { type: 'invalid_request_error', message: 'Unknown path' } });
  });
  await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
  const port = (stripe.address() as AddressInfo).port;
  t = await createTestApp({
    stripe: {
      secretKey: 'sk_test_upline',
      webhookSecret: 'whsec_test_upline',
      apiUrl: `http://127.0.0.1:${port}`,
      prices: { premiumMonthly: 'price_monthly', premiumYearly: 'price_yearly', launchMonthly: 'price_launch_monthly', messages: { 500: 'price_pack_500' } },
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stripe.close(resolve));
});

describe('with Stripe configured', () => {
  it('opens a Checkout Session naming the user and the product, and verifies it when Stripe says it is paid', async () => {
    const user = await userOn(t.app, 'free');
    const res = await call(t.app, 'POST', '/api/billing/checkout', { cookie: user.cookie, body: { product: 'premium_monthly' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const sent = requests.at(-1)!;
    expect(sent.form.get('mode')).toBe('subscription');
    expect(sent.form.get('line_items[0][price]')).toBe('price_launch_monthly');
    expect(sent.form.get('client_reference_id')).toBe(user.userId);
    expect(sent.form.get('metadata[product]')).toBe('premium_monthly');
    expect(sent.form.get('subscription_data[metadata][product]')).toBe('premium_monthly');
    expect(sent.form.get('success_url')).toBe('http://localhost:3000/stripe/success?session_id={CHECKOUT_SESSION_ID}');
    const id = [...sessions.keys()].at(-1)!;

    expect((await call(t.app, 'GET', `/api/billing/checkout/${id}`, { cookie: user.cookie })).json().status).toBe('pending');
    Object.assign(sessions.get(id)!, { status: 'complete', payment_status: 'paid', customer: 'cus_real_1', subscription: 'sub_real_1' });
    expect((await call(t.app, 'GET', `/api/billing/checkout/${id}`, { cookie: user.cookie })).json()).toMatchObject({ status: 'paid', amountCents: 999 });
    expect((await call(t.app, 'GET', '/api/me', { cookie: user.cookie })).json().hasPremiumAccess).toBe(true);

    // The webhook of the same session, arriving after, changes nothing more.
    const late = await postWebhook(t.app, JSON.stringify(stripeEvent('checkout.session.completed', sessions.get(id)!)));
    expect(late.json()).toMatchObject({ applied: false, reason: 'already_recorded' });

    const portal = await call(t.app, 'POST', '/api/billing/portal', { cookie: user.cookie });
    expect(portal.json().url).toBe('https://billing.stripe.com/p/session/test_1');
    expect(requests.at(-1)!.form.get('customer')).toBe('cus_real_1');
    expect(requests.at(-1)!.form.get('return_url')).toBe('http://localhost:3000/membership');
  });

  it('answers 503 for a product without a configured price, and 404 on the offline pages', async () => {
    const user = await userOn(t.app, 'free');
    const res = await call(t.app, 'POST', '/api/billing/checkout', { cookie: user.cookie, body: { product: 'messages_100' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe('Pricing is currently unavailable. Please contact support.');
    expect((await call(t.app, 'POST', '/api/billing/test-portal', { cookie: user.cookie, body: { action: 'resume' } })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/billing/plans')).json().provider).toBe('stripe');
  });

  it('verifies webhooks against its own secret only', async () => {
    const payload = JSON.stringify(stripeEvent('charge.refunded', { id: 'ch_1' }));
    expect((await postWebhook(t.app, payload)).statusCode).toBe(200);
    expect((await postWebhook(t.app, payload, { secret: 'whsec_upline_development_only_not_a_real_secret' })).statusCode).toBe(400);
  });
});
