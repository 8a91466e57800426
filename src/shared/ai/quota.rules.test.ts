import { describe, expect, it } from 'vitest';
import { aiAccessOf, canChat, monthlyLimitOf } from './access.rules.js';
import { addMonths, nextCycle, offersTopUp, remainingOf, usageBadgeOf, usageOf, usagePercentOf } from './quota.rules.js';

const d = (iso: string) => new Date(iso);

describe('remaining and usage percent (spec 01 §9)', () => {
  it('remaining is monthly limit plus additional minus used', () => {
    expect(remainingOf({ monthlyLimit: 100, additionalMessages: 500, used: 120 })).toBe(480);
    expect(remainingOf({ monthlyLimit: 0, additionalMessages: 0, used: 3 })).toBe(-3);
  });

  it('usage percent is used over total, bounded 0 to 100', () => {
    expect(usagePercentOf({ monthlyLimit: 100, additionalMessages: 100, used: 50 })).toBe(25);
    expect(usagePercentOf({ monthlyLimit: 3, additionalMessages: 0, used: 1 })).toBe(33);
    expect(usagePercentOf({ monthlyLimit: 10, additionalMessages: 0, used: 15 })).toBe(100);
    expect(usagePercentOf({ monthlyLimit: 0, additionalMessages: 0, used: 0 })).toBe(0);
    expect(usagePercentOf({ monthlyLimit: 0, additionalMessages: 0, used: 2 })).toBe(100);
  });
});

describe('badge and top-up (spec 01 §4.6)', () => {
  it('is default above 10, secondary from 10 to 1, destructive at 0 or below', () => {
    expect([11, 10, 1, 0, -2].map(usageBadgeOf)).toEqual(['default', 'secondary', 'secondary', 'destructive', 'destructive']);
  });

  it('offers the top-up at 10 or fewer remaining', () => {
    expect([11, 10, 0].map(offersTopUp)).toEqual([false, true, true]);
  });
});

describe('the monthly cycle', () => {
  it('adds a month, keeping the day or taking the month’s last one', () => {
    expect(addMonths(d('2026-01-15T10:00:00Z'), 1).toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addMonths(d('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(d('2026-12-10T00:00:00Z'), 1).toISOString()).toBe('2027-01-10T00:00:00.000Z');
  });

  it('starts a cycle a month from now when there is none', () => {
    expect(nextCycle({ monthlyLimit: 100, additionalMessages: 500, used: 0, cycleEndsAt: null }, d('2026-03-05T08:00:00Z'))).toEqual({ additionalMessages: 500, used: 0, cycleEndsAt: d('2026-04-05T08:00:00Z') });
  });

  it('leaves a running cycle alone', () => {
    expect(nextCycle({ monthlyLimit: 100, additionalMessages: 0, used: 40, cycleEndsAt: d('2026-03-10T00:00:00Z') }, d('2026-03-09T23:59:59Z'))).toBeNull();
  });

  it('spends the monthly part first: only what went past it comes off the additional messages', () => {
    const state = { monthlyLimit: 100, additionalMessages: 500, cycleEndsAt: d('2026-03-10T00:00:00Z') };
    const now = d('2026-03-12T00:00:00Z');
    expect(nextCycle({ ...state, used: 60 }, now)).toEqual({ additionalMessages: 500, used: 0, cycleEndsAt: d('2026-04-10T00:00:00Z') });
    expect(nextCycle({ ...state, used: 130 }, now)).toEqual({ additionalMessages: 470, used: 0, cycleEndsAt: d('2026-04-10T00:00:00Z') });
    expect(nextCycle({ ...state, used: 700 }, now)?.additionalMessages).toBe(0);
  });

  it('skips the months nobody chatted in', () => {
    expect(nextCycle({ monthlyLimit: 100, additionalMessages: 0, used: 5, cycleEndsAt: d('2026-01-10T00:00:00Z') }, d('2026-04-20T00:00:00Z'))?.cycleEndsAt).toEqual(d('2026-05-10T00:00:00Z'));
  });
});

describe('who may chat (spec 01 §6)', () => {
  it('admins always; premium access only with AI_FOR_PREMIUM; others see Coming Soon', () => {
    expect(aiAccessOf({ isAdmin: true, hasPremiumAccess: false }, false)).toBe('admin');
    expect(aiAccessOf({ isAdmin: false, hasPremiumAccess: true }, false)).toBe('coming_soon');
    expect(aiAccessOf({ isAdmin: false, hasPremiumAccess: true }, true)).toBe('premium');
    expect(aiAccessOf({ isAdmin: false, hasPremiumAccess: false }, true)).toBe('coming_soon');
    expect(canChat('coming_soon')).toBe(false);
    expect(canChat('premium')).toBe(true);
  });

  it('gives the monthly allowance to admins and premium access only', () => {
    expect(monthlyLimitOf({ isAdmin: true, hasPremiumAccess: false }, 100)).toBe(100);
    expect(monthlyLimitOf({ isAdmin: false, hasPremiumAccess: true }, 100)).toBe(100);
    expect(monthlyLimitOf({ isAdmin: false, hasPremiumAccess: false }, 100)).toBe(0);
  });

  it('answers the usage from the stored allowance', () => {
    expect(usageOf('admin', { monthlyLimit: 100, additionalMessages: 500, used: 30, cycleEndsAt: d('2026-04-01T00:00:00Z') })).toEqual({
      access: 'admin', monthlyLimit: 100, additionalMessages: 500, used: 30, remaining: 570, usagePercent: 5, cycleEndsAt: '2026-04-01T00:00:00.000Z',
    });
  });
});
