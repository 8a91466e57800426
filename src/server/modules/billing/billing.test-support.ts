import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from '../../test/test-app.js';
import { signWebhookPayload } from './stripe.gateway.js';

/** A Stripe-shaped event, as the offline provider or Stripe would send it. */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${Math.random().toString(36).slice(2)}`) {
  return { id, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } };
}

/** Posts `payload` to the webhook signed with `secret` (the app's own by default). */
export function postWebhook(app: FastifyInstance, payload: string, options: { secret?: string; signature?: string | null } = {}) {
  const signature = options.signature === undefined ? signWebhookPayload(payload, options.secret ?? app.config.stripe.webhookSecret) : options.signature;
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', ...(signature !== null && { 'stripe-signature': signature }) },
    payload,
  });
}

/** Buys `product` through the offline checkout as `cookie`'s user; answers the session id. */
export async function buyOffline(app: FastifyInstance, cookie: string, product: string): Promise<string> {
  const checkout = await call(app, 'POST', '/api/billing/checkout', { cookie, body: { product } });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const sessionId = new URL(checkout.json().url).pathname.split('/').pop()!;
  const paid = await call(app, 'POST', `/api/billing/test-checkout/${sessionId}/pay`, { cookie });
  expect(paid.statusCode, paid.body).toBe(200);
  return sessionId;
}

export async function rowCount(app: FastifyInstance, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const [row] = await app.database.query<{ n: string }>(`select count(*) as n from ${table} where ${where}`, params);
  return Number(row!.n);
}
