import Stripe from 'stripe';
import type { TConfig } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { BILLING_MESSAGES } from '../../../shared/billing/billing.schema.js';

/**
 * The one place that talks to Stripe. Signing and verifying use the SDK's own webhook helpers, so
 * the offline provider's events are signed exactly as Stripe signs its own.
 */
const clients = new Map<string, Stripe>();

function clientOf(config: TConfig): Stripe {
  const key = config.stripe.secretKey;
  if (!key) throw new AppError('unavailable', BILLING_MESSAGES.pricingUnavailable);
  const cacheKey = `${key} ${config.stripe.apiUrl ?? ''}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const api = config.stripe.apiUrl ? new URL(config.stripe.apiUrl) : null;
    const address = api ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {};
    client = new Stripe(key, { maxNetworkRetries: 2, timeout: 15_000, ...address });
    clients.set(cacheKey, client);
  }
  return client;
}

/** Stripe failed or was unreachable: the user retries; the message says nothing internal. */
function unavailable(error: unknown): never {
  if (error instanceof AppError) throw error;
  throw new AppError('unavailable', BILLING_MESSAGES.pricingUnavailable, { reason: 'payment_provider' });
}

export interface TStripeCheckoutInput {
  mode: 'subscription' | 'payment';
  priceId: string;
  userId: string;
  email: string;
  customerId: string | null;
  product: string;
  successUrl: string;
  cancelUrl: string;
}

export async function createStripeCheckout(config: TConfig, input: TStripeCheckoutInput): Promise<{ id: string; url: string; expiresAt: Date }> {
  const metadata = { product: input.product, userId: input.userId };
  try {
    const session = await clientOf(config).checkout.sessions.create({
      mode: input.mode,
      line_items: [{ price: input.priceId, quantity: 1 }],
      client_reference_id: input.userId,
      ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
      ...(input.mode === 'payment' ? { customer_creation: 'always' as const } : { subscription_data: { metadata } }),
      metadata,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
    if (!session.url) throw new Error('Stripe answered a session without a url');
    return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  } catch (error) {
    unavailable(error);
  }
}

/** The session as Stripe has it now, shaped as the webhook's `checkout.session.completed` object. */
export async function retrieveStripeCheckout(config: TConfig, sessionId: string): Promise<Record<string, unknown> | null> {
  try {
    return (await clientOf(config).checkout.sessions.retrieve(sessionId)) as unknown as Record<string, unknown>;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
    unavailable(error);
  }
}

export async function createStripePortal(config: TConfig, customerId: string, returnUrl: string): Promise<string> {
  try {
    const session = await clientOf(config).billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return session.url;
  } catch (error) {
    unavailable(error);
  }
}

/** The event of a webhook request, or null when the signature is missing, wrong or stale. */
export function verifyWebhookEvent(rawBody: Buffer, signature: string | undefined, secret: string): { id: string; type: string; data: { object: Record<string, unknown> } } | null {
  if (!signature) return null;
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret) as unknown as { id: string; type: string; data: { object: Record<string, unknown> } };
  } catch {
    return null;
  }
}

/** The `Stripe-Signature` header Stripe would send with `payload`. */
export function signWebhookPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
