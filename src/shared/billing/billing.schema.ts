import * as z from 'zod';
import { MEMBERSHIP_TIERS } from '../membership/membership.rules.js';
import { BILLING_MESSAGES, SUBSCRIPTION_PRODUCTS } from './billing.rules.js';

export * from './billing.rules.js';

export const ZCheckoutRequest = z.strictObject({
  product: z.string({ error: BILLING_MESSAGES.unknownProduct }).trim().min(1, BILLING_MESSAGES.unknownProduct).max(40, BILLING_MESSAGES.unknownProduct),
});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

/** `POST /api/billing/checkout` and `/portal`: where the browser goes next. */
export const ZRedirectAnswer = z.object({ url: z.string() });
export type TRedirectAnswer = z.infer<typeof ZRedirectAnswer>;

/** `GET /api/billing/plans` (public): the prices in force and the launch offer's places. */
export const ZBillingPlans = z.object({
  currency: z.string(),
  trialDays: z.number(),
  premium: z.object({
    monthlyCents: z.number(),
    yearlyCents: z.number(),
    launchMonthlyCents: z.number(),
    launchYearlyCents: z.number(),
  }),
  launchOffer: z.object({
    /** Whether a checkout now pays the launch price. */
    active: z.boolean(),
    slotsTotal: z.number(),
    slotsLeft: z.number(),
    endsAt: z.string().nullable(),
    /** Why it is over: no places left, or its end date has passed. */
    endedReason: z.enum(['sold_out', 'expired']).nullable(),
  }),
  messagePacks: z.array(z.object({ product: z.string(), messages: z.number(), priceCents: z.number(), popular: z.boolean() })),
  /** `offline`: the built-in test checkout (no STRIPE_SECRET_KEY); `stripe`: card payments. */
  provider: z.enum(['stripe', 'offline']),
});
export type TBillingPlans = z.infer<typeof ZBillingPlans>;

export const PURCHASE_STATUSES = ['succeeded', 'pending', 'failed', 'unknown'] as const;
export type TPurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const ZPurchase = z.object({
  id: z.string(),
  product: z.string(),
  /** `subscription` or `messages`. */
  kind: z.enum(['subscription', 'messages']),
  amountCents: z.number(),
  currency: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  /** The paid period of a subscription payment. */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  launchOffer: z.boolean(),
  /** The provider's invoice of a subscription payment; null for packs. */
  invoiceId: z.string().nullable(),
  createdAt: z.string(),
});
export type TPurchase = z.infer<typeof ZPurchase>;

export const ZPurchaseList = z.object({ items: z.array(ZPurchase), total: z.number(), page: z.number(), pageSize: z.number() });
export type TPurchaseList = z.infer<typeof ZPurchaseList>;

/** `GET /api/billing/subscription`: the membership screen's state. */
export const ZSubscriptionState = z.object({
  membershipTier: z.enum(MEMBERSHIP_TIERS),
  status: z.enum(['free', 'trial', 'trial_ended', 'paid', 'subscription_ended']),
  trialEndsAt: z.string().nullable(),
  membershipExpiry: z.string().nullable(),
  canStartTrial: z.boolean(),
  subscription: z
    .object({
      product: z.string(),
      /** Stripe's status: active, past_due, canceled, … */
      status: z.string(),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      /** A plan change waiting for the next cycle. */
      pendingProduct: z.string().nullable(),
    })
    .nullable(),
  /** A portal exists once a payment created a customer. */
  canManage: z.boolean(),
  additionalMessages: z.number(),
});
export type TSubscriptionState = z.infer<typeof ZSubscriptionState>;

/** `GET /api/billing/checkout/:sessionId`: the payment pages' verification. */
export const ZCheckoutStatus = z.object({
  sessionId: z.string(),
  product: z.string(),
  status: z.enum(['paid', 'pending', 'failed', 'cancelled']),
  amountCents: z.number(),
});
export type TCheckoutStatus = z.infer<typeof ZCheckoutStatus>;

/** The offline provider's test checkout page (no STRIPE_SECRET_KEY). */
export const ZTestCheckout = z.object({
  sessionId: z.string(),
  product: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  email: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  /** Where the test page sends the browser after paying or cancelling. */
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type TTestCheckout = z.infer<typeof ZTestCheckout>;

/**
 * The offline provider's stand-in for Stripe's customer portal: each action posts the event
 * Stripe would send (customer.subscription.updated, invoice.paid, invoice.payment_failed,
 * customer.subscription.deleted), signed, to the webhook.
 */
export const TEST_PORTAL_ACTIONS = ['cancel_at_period_end', 'resume', 'switch_plan', 'renew_now', 'fail_renewal', 'end_now'] as const;
export const ZTestPortalAction = z.strictObject({
  action: z.enum(TEST_PORTAL_ACTIONS),
  /** `switch_plan` only: the plan that starts at the next cycle. */
  product: z.enum(SUBSCRIPTION_PRODUCTS).optional(),
});
export type TTestPortalAction = z.infer<typeof ZTestPortalAction>;
