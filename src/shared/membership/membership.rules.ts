export const MEMBERSHIP_TIERS = ['free', 'starter', 'trial', 'premium', 'pro', 'enterprise'] as const;
export type TMembershipTier = (typeof MEMBERSHIP_TIERS)[number];

export const PAID_TIERS: readonly TMembershipTier[] = ['premium', 'pro', 'enterprise'];

export interface TMembershipState {
  membershipTier: TMembershipTier;
  trialEndsAt: string | Date | null;
  /**
   * End of the paid period of a paid tier (a cancelled or unpaid subscription ends here); null
   * means no end (a plan granted by an administrator, or a subscription not yet dated).
   */
  membershipExpiry?: string | Date | null;
}

function toTime(value: string | Date | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : t;
}

export function isTrialActive(state: TMembershipState, now: Date = new Date()): boolean {
  const end = toTime(state.trialEndsAt);
  return state.membershipTier === 'trial' && end !== null && end > now.getTime();
}

/** A paid tier whose period has not ended. */
export function isPaidActive(state: TMembershipState, now: Date = new Date()): boolean {
  if (!PAID_TIERS.includes(state.membershipTier)) return false;
  const end = toTime(state.membershipExpiry);
  return end === null || end > now.getTime();
}

/** Premium access: a paid tier within its period, or a trial whose end is still ahead. */
export function hasPremiumAccess(state: TMembershipState, now: Date = new Date()): boolean {
  return isPaidActive(state, now) || isTrialActive(state, now);
}

/**
 * A trial is once per account: only a free or starter user who never had one may start it
 * (spec 01 §4.1; "This account has already used a free trial or has an active premium subscription.").
 */
export function canStartTrial(state: TMembershipState, now: Date = new Date()): boolean {
  if (state.membershipTier !== 'free' && state.membershipTier !== 'starter') return isLapsedPaid(state, now) && state.trialEndsAt === null;
  return state.trialEndsAt === null;
}

function isLapsedPaid(state: TMembershipState, now: Date): boolean {
  return PAID_TIERS.includes(state.membershipTier) && !isPaidActive(state, now);
}

export type TTrialLeft = { unit: 'hours' | 'days'; value: number } | null;

/** Time left on a trial: hours under a day, else whole days (rounded up). */
export function trialTimeLeft(state: TMembershipState, now: Date = new Date()): TTrialLeft {
  const end = toTime(state.trialEndsAt);
  if (state.membershipTier !== 'trial' || end === null || end <= now.getTime()) return null;
  const hours = (end - now.getTime()) / 3_600_000;
  if (hours < 24) return { unit: 'hours', value: Math.max(1, Math.ceil(hours)) };
  return { unit: 'days', value: Math.ceil(hours / 24) };
}

/**
 * What the membership screens say: on a plan (free, trial, a paid tier), or the end of the last
 * one ("Trial ended", "Subscription ended"). The expiry job moves an ended account back to free
 * and keeps its dates, so the status reads the same before and after the job has run.
 */
export type TMembershipStatus = 'free' | 'trial' | 'trial_ended' | 'paid' | 'subscription_ended';

export function membershipStatus(state: TMembershipState, now: Date = new Date()): TMembershipStatus {
  if (isTrialActive(state, now)) return 'trial';
  if (isPaidActive(state, now)) return 'paid';
  const trialEnd = toTime(state.trialEndsAt);
  const paidEnd = toTime(state.membershipExpiry);
  // A subscription bought during a trial ends the trial with it: its end speaks, unless a later trial ended after it.
  if (paidEnd !== null && paidEnd <= now.getTime() && (trialEnd === null || trialEnd > now.getTime() || paidEnd >= trialEnd)) return 'subscription_ended';
  if (trialEnd !== null && trialEnd <= now.getTime()) return 'trial_ended';
  return 'free';
}
