import { describe, expect, it } from 'vitest';
import { canStartTrial, hasPremiumAccess, isTrialActive, membershipStatus, trialTimeLeft } from './membership.rules.js';
import { FEATURE_KEYS, FEATURE_PLANS, hasFeature } from './features.js';

const now = new Date('2026-05-10T12:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('premium access', () => {
  it('comes with premium, pro and enterprise, and with a running trial', () => {
    for (const tier of ['premium', 'pro', 'enterprise'] as const) expect(hasPremiumAccess({ membershipTier: tier, trialEndsAt: null }, now)).toBe(true);
    expect(hasPremiumAccess({ membershipTier: 'trial', trialEndsAt: inHours(1) }, now)).toBe(true);
  });

  it('ends with the trial or the paid period, and never comes with free or starter', () => {
    expect(hasPremiumAccess({ membershipTier: 'trial', trialEndsAt: inHours(-1) }, now)).toBe(false);
    expect(hasPremiumAccess({ membershipTier: 'free', trialEndsAt: inHours(100) }, now)).toBe(false);
    expect(hasPremiumAccess({ membershipTier: 'starter', trialEndsAt: null }, now)).toBe(false);
    expect(hasPremiumAccess({ membershipTier: 'premium', trialEndsAt: null, membershipExpiry: inHours(2) }, now)).toBe(true);
    expect(hasPremiumAccess({ membershipTier: 'premium', trialEndsAt: null, membershipExpiry: inHours(-2) }, now)).toBe(false);
  });
});

describe('trial', () => {
  it('can be started once, from free or starter', () => {
    expect(canStartTrial({ membershipTier: 'free', trialEndsAt: null }, now)).toBe(true);
    expect(canStartTrial({ membershipTier: 'starter', trialEndsAt: null }, now)).toBe(true);
    expect(canStartTrial({ membershipTier: 'free', trialEndsAt: inHours(-100) }, now)).toBe(false);
    expect(canStartTrial({ membershipTier: 'trial', trialEndsAt: inHours(-10) }, now)).toBe(false);
    expect(canStartTrial({ membershipTier: 'premium', trialEndsAt: null }, now)).toBe(false);
  });

  it('shows hours under a day, else days', () => {
    expect(trialTimeLeft({ membershipTier: 'trial', trialEndsAt: inHours(5.5) }, now)).toEqual({ unit: 'hours', value: 6 });
    expect(trialTimeLeft({ membershipTier: 'trial', trialEndsAt: inHours(49) }, now)).toEqual({ unit: 'days', value: 3 });
    expect(trialTimeLeft({ membershipTier: 'trial', trialEndsAt: inHours(-1) }, now)).toBeNull();
    expect(isTrialActive({ membershipTier: 'trial', trialEndsAt: inHours(-1) }, now)).toBe(false);
  });
});

describe('membership status', () => {
  it('reads the plan, or the end of the last one, before and after the expiry job moved the tier', () => {
    expect(membershipStatus({ membershipTier: 'free', trialEndsAt: null }, now)).toBe('free');
    expect(membershipStatus({ membershipTier: 'trial', trialEndsAt: inHours(3) }, now)).toBe('trial');
    expect(membershipStatus({ membershipTier: 'trial', trialEndsAt: inHours(-3) }, now)).toBe('trial_ended');
    expect(membershipStatus({ membershipTier: 'free', trialEndsAt: inHours(-3) }, now)).toBe('trial_ended');
    expect(membershipStatus({ membershipTier: 'premium', trialEndsAt: null, membershipExpiry: inHours(3) }, now)).toBe('paid');
    expect(membershipStatus({ membershipTier: 'premium', trialEndsAt: null, membershipExpiry: inHours(-3) }, now)).toBe('subscription_ended');
    // A trial, then a subscription that ended: the later end speaks.
    expect(membershipStatus({ membershipTier: 'free', trialEndsAt: inHours(-900), membershipExpiry: inHours(-3) }, now)).toBe('subscription_ended');
    // Upgraded during a trial, and the subscription ended before the trial would have.
    expect(membershipStatus({ membershipTier: 'free', trialEndsAt: inHours(48), membershipExpiry: inHours(-3) }, now)).toBe('subscription_ended');
  });
});

describe('feature keys', () => {
  it('are the fourteen of the spec, each included in premium and a running trial only', () => {
    expect(FEATURE_KEYS).toHaveLength(14);
    for (const key of FEATURE_KEYS) {
      expect(FEATURE_PLANS[key]).not.toContain('free');
      expect(hasFeature({ membershipTier: 'premium', trialEndsAt: null }, key, now)).toBe(true);
      expect(hasFeature({ membershipTier: 'trial', trialEndsAt: inHours(1) }, key, now)).toBe(true);
      expect(hasFeature({ membershipTier: 'trial', trialEndsAt: inHours(-1) }, key, now)).toBe(false);
      expect(hasFeature({ membershipTier: 'starter', trialEndsAt: null }, key, now)).toBe(false);
      expect(hasFeature({ membershipTier: 'pro', trialEndsAt: null, membershipExpiry: inHours(-1) }, key, now)).toBe(false);
    }
  });
});
