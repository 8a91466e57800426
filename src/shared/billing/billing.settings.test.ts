import { describe, expect, it } from 'vitest';
import { messagePackSize, isSubscriptionProduct } from './billing.schema.js';
import { BILLING_DEFAULTS, parseMessagePacks, popularPackIndex } from './billing.settings.js';

describe('message packs', () => {
  it('read "messages:cents" pairs and refuse anything else', () => {
    expect(parseMessagePacks('50:500, 125:1000')).toEqual([
      { messages: 50, priceCents: 500 },
      { messages: 125, priceCents: 1000 },
    ]);
    for (const bad of ['', '100', '100:abc', '100:1000,100:2000', '0:100', '100:10']) expect(parseMessagePacks(bad), bad).toBeNull();
  });

  it('mark the middle pack popular (500 of the default three)', () => {
    expect(BILLING_DEFAULTS.messagePacks[popularPackIndex(BILLING_DEFAULTS.messagePacks)]!.messages).toBe(500);
  });
});

describe('product keys', () => {
  it('name a subscription or a pack size', () => {
    expect(isSubscriptionProduct('premium_yearly')).toBe(true);
    expect(isSubscriptionProduct('premium')).toBe(false);
    expect(messagePackSize('messages_500')).toBe(500);
    for (const bad of ['messages_', 'messages_0', 'messages_05', 'messages_-1', 'messages_1e3', 'premium_monthly']) expect(messagePackSize(bad), bad).toBeNull();
  });
});
