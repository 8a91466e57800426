export const GOAL_TYPES = [
  'prospects_enrolled', 'calls_made', 'demos_scheduled', 'team_members_recruited', 'commissions_earned',
  'training_modules_completed', 'other',
] as const;
export type TGoalType = (typeof GOAL_TYPES)[number];
export const GOAL_STATUSES = ['active', 'completed', 'archived'] as const;
export type TGoalStatus = (typeof GOAL_STATUSES)[number];
/** The largest target and current value of a goal; an increment stops there. */
export const GOAL_VALUE_MAX = 1_000_000_000;
