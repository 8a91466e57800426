import { isPaidActive, isTrialActive, type TMembershipState, type TMembershipTier } from './membership.rules.js';

/** The feature keys of spec 01 §3: every premium check on server and client names one of them. */
export const FEATURE_KEYS = [
  'ADVANCED_TEAM_ANALYTICS',
  'DETAILED_REPORTS',
  'SMART_LEAD_SCORING',
  'AUTOMATED_FOLLOW_UPS',
  'ADVANCED_GOAL_SETTING',
  'TEAM_PERFORMANCE_BENCHMARKS',
  'CUSTOMIZABLE_DASHBOARD_WIDGETS',
  'REPORT_GENERATOR',
  'DATA_IMPORT',
  'UNLIMITED_PROSPECTS',
  'UNLIMITED_ACTIVITIES',
  'UNLIMITED_GOALS',
  'UNLIMITED_TEAM_MEMBERS',
  'AI_ASSIST',
] as const;
export type TFeatureKey = (typeof FEATURE_KEYS)[number];

/** Premium Pro's plans: a running trial is Premium Pro for its length (spec 02 §6). */
const PREMIUM_PLANS: readonly TMembershipTier[] = ['trial', 'premium', 'pro', 'enterprise'];

/**
 * The plans that include each feature. Free and starter include none: their items are capped by
 * the free-plan limits, which the UNLIMITED_* keys lift.
 */
export const FEATURE_PLANS: Record<TFeatureKey, readonly TMembershipTier[]> = {
  ADVANCED_TEAM_ANALYTICS: PREMIUM_PLANS,
  DETAILED_REPORTS: PREMIUM_PLANS,
  SMART_LEAD_SCORING: PREMIUM_PLANS,
  AUTOMATED_FOLLOW_UPS: PREMIUM_PLANS,
  ADVANCED_GOAL_SETTING: PREMIUM_PLANS,
  TEAM_PERFORMANCE_BENCHMARKS: PREMIUM_PLANS,
  CUSTOMIZABLE_DASHBOARD_WIDGETS: PREMIUM_PLANS,
  REPORT_GENERATOR: PREMIUM_PLANS,
  DATA_IMPORT: PREMIUM_PLANS,
  UNLIMITED_PROSPECTS: PREMIUM_PLANS,
  UNLIMITED_ACTIVITIES: PREMIUM_PLANS,
  UNLIMITED_GOALS: PREMIUM_PLANS,
  UNLIMITED_TEAM_MEMBERS: PREMIUM_PLANS,
  AI_ASSIST: PREMIUM_PLANS,
};

/** Whether the account may use a feature now: its plan includes it and the plan is running. */
export function hasFeature(state: TMembershipState, feature: TFeatureKey, now: Date = new Date()): boolean {
  if (!FEATURE_PLANS[feature].includes(state.membershipTier)) return false;
  return state.membershipTier === 'trial' ? isTrialActive(state, now) : isPaidActive(state, now);
}
