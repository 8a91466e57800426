import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { BILLING_MESSAGES, ZCheckoutRequest, ZTestPortalAction } from '../../../shared/billing/billing.schema.js';
import { ZListQuery } from '../../../shared/common/pagination.js';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import {
  billingPlans,
  checkoutStatus,
  createCheckout,
  handleWebhookEvent,
  listPurchases,
  openPortal,
  startTrial,
  subscriptionState,
} from './billing.service.js';
import { cancelTestCheckout, payTestCheckout, testCheckout, testPortalAction, type TDeliver } from './offline-provider.service.js';
import { signWebhookPayload, verifyWebhookEvent } from './stripe.gateway.js';

const ZSessionParams = z.object({ sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/) });

function sessionIdOf(params: unknown): string {
  const parsed = ZSessionParams.safeParse(params);
  if (!parsed.success) throw new AppError('not_found', 'Payment session not found');
  return parsed.data.sessionId;
}

export async function billingRoutes(app: FastifyInstance) {
  const deps = { db: app.db, config: app.config, realtime: app.realtime };

  /** The offline provider posts its events through the real webhook route: signature, parsing and all. */
  const deliver: TDeliver = async (event) => {
    const payload = JSON.stringify(event);
    const response = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signWebhookPayload(payload, app.config.stripe.webhookSecret) },
      payload,
    });
    if (response.statusCode !== 200) throw new AppError('unavailable', 'The test payment could not be completed. Please try again.', { reason: 'webhook_refused' });
  };

  app.get('/api/billing/plans', async () => billingPlans(deps));

  /** Stripe calls this; it proves itself by the signature over the raw body, not by a session. */
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post('/api/billing/webhook', { config: { rateLimit: { max: 1200, timeWindow: '1 minute' } } }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : null;
      const signature = request.headers['stripe-signature'];
      const event = raw && verifyWebhookEvent(raw, typeof signature === 'string' ? signature : undefined, app.config.stripe.webhookSecret);
      if (!event) throw new AppError('validation_failed', BILLING_MESSAGES.invalidSignature, { reason: 'invalid_signature' });
      const result = await handleWebhookEvent(deps, event);
      request.log.info({ eventId: event.id, type: event.type, ...result }, 'billing event');
      return { received: true, ...result };
    });
  });

  await app.register(async (signedIn) => {
    /** Checkout says why it needs a session (spec 02 §8: "Please log in to upgrade your plan."). */
    const requireUserToUpgrade = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        await app.requireUser(request, reply);
      } catch (error) {
        if (error instanceof AppError && error.code === 'unauthenticated') throw new AppError('unauthenticated', BILLING_MESSAGES.signInToUpgrade);
        throw error;
      }
    };

    signedIn.post('/api/billing/checkout', { preHandler: requireUserToUpgrade }, async (request) => {
      const user = currentUser(request);
      const { product } = parseInput(ZCheckoutRequest, request.body);
      return createCheckout(deps, user, product);
    });

    await signedIn.register(async (member) => {
      member.addHook('preHandler', app.requireUser);

      member.get('/api/billing/subscription', async (request) => subscriptionState(app.db, currentUser(request).id));

      member.post('/api/billing/trial', async (request) => startTrial(deps, currentUser(request).id));

      member.get('/api/billing/checkout/:sessionId', async (request) => checkoutStatus(deps, currentUser(request).id, sessionIdOf(request.params)));

      member.post('/api/billing/portal', async (request) => openPortal(deps, currentUser(request).id));

      member.get('/api/billing/purchases', async (request) => {
        const { page, pageSize } = parseInput(ZListQuery, request.query);
        return listPurchases(app.db, currentUser(request).id, { page, pageSize });
      });

      // The offline provider's pages (404 when Stripe is configured, and in production).
      member.get('/api/billing/test-checkout/:sessionId', async (request) => testCheckout(deps, currentUser(request).id, sessionIdOf(request.params)));

      member.post('/api/billing/test-checkout/:sessionId/pay', async (request) => payTestCheckout(deps, deliver, currentUser(request).id, sessionIdOf(request.params)));

      member.post('/api/billing/test-checkout/:sessionId/cancel', async (request) => cancelTestCheckout(deps, currentUser(request).id, sessionIdOf(request.params)));

      member.post('/api/billing/test-portal', async (request) => {
        const userId = currentUser(request).id;
        await testPortalAction(deps, deliver, userId, parseInput(ZTestPortalAction, request.body));
        return subscriptionState(app.db, userId);
      });
    });
  });
}
