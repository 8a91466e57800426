import { isSubscriptionProduct, messagePackSize, type TSubscriptionProduct } from '../../../shared/billing/billing.schema.js';
import type { TConfig } from '../../config.js';

/** A product as sold now: its price, and the provider's price id when Stripe sells it. */
export interface TSellableProduct {
  product: string;
  kind: 'subscription' | 'messages';
  amountCents: number;
  launchOffer: boolean;
  interval: 'month' | 'year' | null;
  messages: number | null;
  /** Stripe's price id, or the offline provider's own name for it. */
  priceId: string | undefined;
}

export const INTERVAL_OF: Record<TSubscriptionProduct, 'month' | 'year'> = { premium_monthly: 'month', premium_yearly: 'year' };

/** The offline provider names its prices after the products, so events round-trip to a product. */
const offlinePriceId = (product: string, launch: boolean) => `price_offline_${product}${launch ? '_launch' : ''}`;

function stripePriceOf(config: TConfig, product: string, launch: boolean): string | undefined {
  const p = config.stripe.prices;
  if (product === 'premium_monthly') return launch ? p.launchMonthly : p.premiumMonthly;
  if (product === 'premium_yearly') return launch ? p.launchYearly : p.premiumYearly;
  const size = messagePackSize(product);
  return size ? p.messages[size] : undefined;
}

/**
 * What `product` costs for a checkout now, or null when no such product is sold. With Stripe, the
 * launch price applies only when its price id is configured.
 */
export function sellableProduct(config: TConfig, product: string, launchActive: boolean): TSellableProduct | null {
  const b = config.billing;
  const stripe = Boolean(config.stripe.secretKey);
  if (isSubscriptionProduct(product)) {
    const launchPriceId = stripe ? stripePriceOf(config, product, true) : offlinePriceId(product, true);
    const launch = launchActive && Boolean(launchPriceId);
    const monthly = product === 'premium_monthly';
    const amountCents = launch ? (monthly ? b.launchMonthlyCents : b.launchYearlyCents) : monthly ? b.premiumMonthlyCents : b.premiumYearlyCents;
    const priceId = launch ? launchPriceId : stripe ? stripePriceOf(config, product, false) : offlinePriceId(product, false);
    return { product, kind: 'subscription', amountCents, launchOffer: launch, interval: INTERVAL_OF[product], messages: null, priceId };
  }
  const size = messagePackSize(product);
  const pack = size ? b.messagePacks.find((p) => p.messages === size) : undefined;
  if (!pack) return null;
  const priceId = stripe ? stripePriceOf(config, product, false) : offlinePriceId(product, false);
  return { product, kind: 'messages', amountCents: pack.priceCents, launchOffer: false, interval: null, messages: pack.messages, priceId };
}

/** The subscription product a price id sells (a plan switched in the portal arrives as a price). */
export function subscriptionProductOfPrice(config: TConfig, priceId: string | null | undefined): TSubscriptionProduct | null {
  if (!priceId) return null;
  for (const product of ['premium_monthly', 'premium_yearly'] as const) {
    const ids = config.stripe.secretKey
      ? [stripePriceOf(config, product, false), stripePriceOf(config, product, true)]
      : [offlinePriceId(product, false), offlinePriceId(product, true)];
    if (ids.includes(priceId)) return product;
  }
  return null;
}

/** A period's end from its start: a month or a year later (the offline provider's calendar). */
export function periodEndFrom(start: Date, interval: 'month' | 'year'): Date {
  const end = new Date(start);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
