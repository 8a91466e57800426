import type { TGoalLabel } from './goals.schema.js';

/** A goal is due soon when its deadline is at most this many days away. */
export const GOAL_DUE_SOON_DAYS = 7;

export function goalProgressPercent(currentValue: number, targetValue: number): number {
  if (targetValue <= 0) return 0;
  return Math.min(100, Math.round((currentValue / targetValue) * 100));
}

/** completed, overdue, due soon or in progress (spec 02 §4), judged on the calendar day. */
export function goalLabel(goal: { currentValue: number; targetValue: number; deadline: string | null }, today: string): TGoalLabel {
  if (goal.currentValue >= goal.targetValue) return 'completed';
  if (!goal.deadline) return 'in_progress';
  if (goal.deadline < today) return 'overdue';
  const days = (Date.parse(goal.deadline) - Date.parse(today)) / 86_400_000;
  return days <= GOAL_DUE_SOON_DAYS ? 'due_soon' : 'in_progress';
}
