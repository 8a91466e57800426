import { AI_LIMITS, type TAiAccess, type TAiUsage } from './chat.schema.js';

/** Defaults of the assistant's settings (AI_MONTHLY_MESSAGES, AI_TIMEOUT_MS). */
export const AI_DEFAULTS = {
  /** Messages a month for admins and users with premium access. */
  monthlyMessages: 100,
  /** How long one answer may take before it is given up (and not charged). */
  timeoutMs: 60_000,
  /** The model asked for when AI_MODEL is unset. */
  model: 'gpt-4o-mini',
} as const;

/** A user's message allowance as `user_subscriptions` keeps it. */
export interface TQuotaState {
  monthlyLimit: number;
  additionalMessages: number;
  /** Messages used in this cycle: the monthly part first, then the additional messages. */
  used: number;
  cycleEndsAt: Date | null;
}

/** spec 01 §9: remaining = monthly limit + additional − used (may fall below zero after a plan change). */
export function remainingOf(state: Pick<TQuotaState, 'monthlyLimit' | 'additionalMessages' | 'used'>): number {
  return state.monthlyLimit + state.additionalMessages - state.used;
}

/** spec 01 §9: used over total, as a whole percent from 0 to 100. */
export function usagePercentOf(state: Pick<TQuotaState, 'monthlyLimit' | 'additionalMessages' | 'used'>): number {
  const total = state.monthlyLimit + state.additionalMessages;
  if (total <= 0) return state.used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((state.used / total) * 100)));
}

export type TUsageBadge = 'default' | 'secondary' | 'destructive';

/** spec 01 §4.6: default; secondary at 10 or fewer remaining; destructive at 0 or fewer. */
export function usageBadgeOf(remaining: number): TUsageBadge {
  if (remaining <= 0) return 'destructive';
  if (remaining <= AI_LIMITS.topUpAt) return 'secondary';
  return 'default';
}

/** spec 01 §9: the top-up dialog is offered at 10 or fewer remaining. */
export const offersTopUp = (remaining: number): boolean => remaining <= AI_LIMITS.topUpAt;

/** The same day `months` later, or the month's last day when it has fewer days (31 Jan → 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * The monthly cycle. No cycle yet: one starts now, ending a month later. A cycle whose end has
 * passed: the count starts again, the additional messages lose what this cycle took from them
 * (the monthly part is spent first), and the next end is one month after the last, skipping
 * months nobody chatted in. Answers null while the cycle runs.
 */
export function nextCycle(state: TQuotaState, now: Date = new Date()): Pick<TQuotaState, 'additionalMessages' | 'used' | 'cycleEndsAt'> | null {
  if (state.cycleEndsAt === null) return { additionalMessages: state.additionalMessages, used: state.used, cycleEndsAt: addMonths(now, 1) };
  if (state.cycleEndsAt.getTime() > now.getTime()) return null;
  const spentFromAdditional = Math.max(0, state.used - state.monthlyLimit);
  let months = 1;
  while (addMonths(state.cycleEndsAt, months).getTime() <= now.getTime()) months += 1;
  return {
    additionalMessages: Math.max(0, state.additionalMessages - spentFromAdditional),
    used: 0,
    cycleEndsAt: addMonths(state.cycleEndsAt, months),
  };
}

/** `GET /api/ai/usage` from the stored allowance. */
export function usageOf(access: TAiAccess, state: TQuotaState): TAiUsage {
  return {
    access,
    monthlyLimit: state.monthlyLimit,
    additionalMessages: state.additionalMessages,
    used: state.used,
    remaining: remainingOf(state),
    usagePercent: usagePercentOf(state),
    cycleEndsAt: state.cycleEndsAt ? state.cycleEndsAt.toISOString() : null,
  };
}
