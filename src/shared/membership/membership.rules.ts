export const MEMBERSHIP_TIERS = ['free', 'starter', 'trial', 'premium', 'pro', 'enterprise'] as const;
export type TMembershipTier = (typeof MEMBERSHIP_TIERS)[number];

const PAID_TIERS: readonly TMembershipTier[] = ['premium', 'pro', 'enterprise'];

export interface TMembershipState {
  membershipTier: TMembershipTier;
  trialEndsAt: string | Date | null;
}

function toTime(value: string | Date | null): number | null {
  if (value === null) return null;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : t;
}

export function isTrialActive(state: TMembershipState, now: Date = new Date()): boolean {
  const end = toTime(state.trialEndsAt);
  return state.membershipTier === 'trial' && end !== null && end > now.getTime();
}

/** Premium access: a paid tier, or a trial whose end is still ahead. */
export function hasPremiumAccess(state: TMembershipState, now: Date = new Date()): boolean {
  return PAID_TIERS.includes(state.membershipTier) || isTrialActive(state, now);
}

/** Free and starter users may start a trial; nobody already on trial or a paid tier may. */
export function canStartTrial(state: TMembershipState): boolean {
  return state.membershipTier === 'free' || state.membershipTier === 'starter';
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
