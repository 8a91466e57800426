import { describe, expect, it } from 'vitest';
import { canStartTrial, hasPremiumAccess, isTrialActive, trialTimeLeft } from './membership.rules.js';

const now = new Date('2026-05-10T12:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('premium access', () => {
  it('comes with premium, pro and enterprise, and with a running trial', () => {
    for (const tier of ['premium', 'pro', 'enterprise'] as const) expect(hasPremiumAccess({ membershipTier: tier, trialEndsAt: null }, now)).toBe(true);
    expect(hasPremiumAccess({ membershipTier: 'trial', trialEndsAt: inHours(1) }, now)).toBe(true);
  });

  it('ends with the trial, and never comes with free or starter', () => {
    expect(hasPremiumAccess({ membershipTier: 'trial', trialEndsAt: inHours(-1) }, now)).toBe(false);
    expect(hasPremiumAccess({ membershipTier: 'free', trialEndsAt: inHours(100) }, now)).toBe(false);
    expect(hasPremiumAccess({ membershipTier: 'starter', trialEndsAt: null }, now)).toBe(false);
  });
});

describe('trial', () => {
  it('can be started from free or starter only', () => {
    expect(canStartTrial({ membershipTier: 'free', trialEndsAt: null })).toBe(true);
    expect(canStartTrial({ membershipTier: 'starter', trialEndsAt: null })).toBe(true);
    expect(canStartTrial({ membershipTier: 'trial', trialEndsAt: inHours(-10) })).toBe(false);
    expect(canStartTrial({ membershipTier: 'premium', trialEndsAt: null })).toBe(false);
  });

  it('shows hours under a day, else days', () => {
    expect(trialTimeLeft({ membershipTier: 'trial', trialEndsAt: inHours(5.5) }, now)).toEqual({ unit: 'hours', value: 6 });
    expect(trialTimeLeft({ membershipTier: 'trial', trialEndsAt: inHours(49) }, now)).toEqual({ unit: 'days', value: 3 });
    expect(trialTimeLeft({ membershipTier: 'trial', trialEndsAt: inHours(-1) }, now)).toBeNull();
    expect(isTrialActive({ membershipTier: 'trial', trialEndsAt: inHours(-1) }, now)).toBe(false);
  });
});
