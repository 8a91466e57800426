import { AI_LIMITS } from '@shared/ai/chat.schema';

export type TUsageBadgeVariant = 'default' | 'secondary' | 'destructive';

/** Spec 01 §4.6: default normally, secondary at 10 or fewer remaining, destructive at 0 or fewer. */
export function usageBadgeVariant(remaining: number): TUsageBadgeVariant {
  if (remaining <= 0) return 'destructive';
  if (remaining <= AI_LIMITS.topUpAt) return 'secondary';
  return 'default';
}

/** Spec 01 §9: the top-up is offered when 10 or fewer messages remain. */
export function offersTopUp(remaining: number): boolean {
  return remaining <= AI_LIMITS.topUpAt;
}
