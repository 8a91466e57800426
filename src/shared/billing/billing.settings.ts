/**
 * What the plans cost, in integer US cents, with the readings the README lists beside them. The
 * server takes each from its configuration (README: PRICE_*, LAUNCH_OFFER_*, MESSAGE_PACKS) and
 * serves the effective values at `GET /api/billing/plans`; these are the defaults.
 */
export const BILLING_CURRENCY = 'usd';

export interface TMessagePack {
  messages: number;
  priceCents: number;
}

export interface TBillingSettings {
  premiumMonthlyCents: number;
  premiumYearlyCents: number;
  /** The launch offer: the first `launchOfferSlots` members pay these prices. */
  launchMonthlyCents: number;
  launchYearlyCents: number;
  launchOfferSlots: number;
  /** Unset: the offer runs until its places are gone. */
  launchOfferEndsAt: string | null;
  messagePacks: TMessagePack[];
}

export const BILLING_DEFAULTS: TBillingSettings = {
  // Spec 02 §9: $49.99 a month or $599 a year list; $9.99 / $99 for the first members.
  premiumMonthlyCents: 4_999,
  premiumYearlyCents: 59_900,
  launchMonthlyCents: 999,
  launchYearlyCents: 9_900,
  launchOfferSlots: 100,
  launchOfferEndsAt: null,
  // Spec 01 §9, first reading: 100 for $10, 500 for $40 (popular), 1000 for $75.
  messagePacks: [
    { messages: 100, priceCents: 1_000 },
    { messages: 500, priceCents: 4_000 },
    { messages: 1_000, priceCents: 7_500 },
  ],
};

/** The pack shown as most popular: the middle one, as in the spec's texts. */
export function popularPackIndex(packs: readonly TMessagePack[]): number {
  return Math.floor((packs.length - 1) / 2);
}

/** `"100:1000,500:4000"` (messages:cents) from the environment; null when malformed. */
export function parseMessagePacks(value: string): TMessagePack[] | null {
  const packs = value.split(',').map((part) => {
    const m = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(part);
    return m ? { messages: Number(m[1]), priceCents: Number(m[2]) } : null;
  });
  if (packs.length === 0 || packs.some((p) => !p || p.messages < 1 || p.messages > 1_000_000 || p.priceCents < 50)) return null;
  const sizes = new Set(packs.map((p) => p!.messages));
  return sizes.size === packs.length ? (packs as TMessagePack[]) : null;
}
