/** The record kinds a free plan caps (spec 01 §6), with their documented default limits. */
export const FREE_PLAN_LIMITS_DEFAULT = {
  prospects: 100,
  activities: 500,
  goals: 5,
  team_members: 25,
  tasks: 500,
} as const;

export type TLimitedEntity = keyof typeof FREE_PLAN_LIMITS_DEFAULT;
export type TFreePlanLimits = Record<TLimitedEntity, number>;

/** How the limit message names each kind of record. */
export const LIMITED_ITEM_NAMES: Record<TLimitedEntity, string> = {
  prospects: 'prospects',
  activities: 'activities',
  goals: 'goals',
  team_members: 'team members',
  tasks: 'tasks',
};

/** The spec's message: "You've reached the limit of {limit} {itemName} for the free plan". */
export function freePlanLimitMessage(limit: number, itemName: string): string {
  return `You've reached the limit of ${limit} ${itemName} for the free plan`;
}

/** Whether adding `adding` more records would go past the limit for a user without premium access. */
export function exceedsFreePlan(current: number, limit: number, hasPremium: boolean, adding = 1): boolean {
  return !hasPremium && current + adding > limit;
}
