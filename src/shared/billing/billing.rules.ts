/**
 * Billing's constants and product rules, free of zod so the public pages can import them without
 * the validation library (billing.schema.ts re-exports them).
 *
 * What can be bought: Premium Pro by the month or the year, or a pack of AI messages named by its
 * size (`messages_500`). The key travels as the Checkout Session's `metadata.product`, so a
 * webhook event alone says what was bought.
 */
export const SUBSCRIPTION_PRODUCTS = ['premium_monthly', 'premium_yearly'] as const;
export type TSubscriptionProduct = (typeof SUBSCRIPTION_PRODUCTS)[number];
export type TProductKey = TSubscriptionProduct | `messages_${number}`;

const MESSAGES_PRODUCT = /^messages_([1-9]\d{0,6})$/;

export function isSubscriptionProduct(product: string): product is TSubscriptionProduct {
  return (SUBSCRIPTION_PRODUCTS as readonly string[]).includes(product);
}

/** The pack size of a `messages_<count>` key, or null for any other string. */
export function messagePackSize(product: string): number | null {
  const m = MESSAGES_PRODUCT.exec(product);
  return m ? Number(m[1]) : null;
}

export const BILLING_MESSAGES = {
  signInToUpgrade: 'Please log in to upgrade your plan.',
  unknownProduct: 'Unknown product. Choose a plan or a message pack from the pricing page.',
  pricingUnavailable: 'Pricing is currently unavailable. Please contact support.',
  missingSession: 'Missing payment session. Please try again.',
  customerNotFound: 'Unable to manage subscription: customer ID not found',
  trialUsed: 'This account has already used a free trial or has an active premium subscription.',
  trialFailed: 'Could not activate the free trial.',
  alreadySubscribed: 'You already have an active Premium Pro subscription. Manage it from the membership page.',
  invalidSignature: 'The webhook signature is missing or does not match the body.',
} as const;
