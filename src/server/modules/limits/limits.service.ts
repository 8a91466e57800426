import type { TExecutor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hasFeature, type TFeatureKey } from '../../../shared/membership/features.js';
import { hasPremiumAccess } from '../../../shared/membership/membership.rules.js';
import { LIMITED_ITEM_NAMES, exceedsFreePlan, freePlanLimitMessage, type TFreePlanLimits, type TLimitedEntity } from '../../../shared/limits/free-plan.rules.js';
import { lockOwnerCount, membershipOf, type TOwnerCount } from './limits.repository.js';

/** The feature key that lifts each free-plan limit (spec 01 §3). */
const UNLIMITED_FEATURE: Record<TLimitedEntity, TFeatureKey> = {
  prospects: 'UNLIMITED_PROSPECTS',
  activities: 'UNLIMITED_ACTIVITIES',
  goals: 'UNLIMITED_GOALS',
  team_members: 'UNLIMITED_TEAM_MEMBERS',
  // Tasks are capped with the activities they schedule.
  tasks: 'UNLIMITED_ACTIVITIES',
};

/**
 * Throws 402 limit_reached when a user whose plan lacks the entity's UNLIMITED_* feature would pass
 * the free-plan limit. Call it inside the transaction that inserts, so two parallel requests
 * cannot both slip through.
 */
export async function assertWithinFreePlan(db: TExecutor, limits: TFreePlanLimits, userId: string, entity: TLimitedEntity, adding = 1): Promise<void> {
  // The counter is locked for every plan: the insert's own trigger would lock it anyway.
  checkFreePlan(limits, entity, await lockOwnerCount(db, userId, entity), adding);
}

/**
 * The same rule over a count already locked and read (lockOwnerCount, or ownerCountCte beside the
 * insert): throws 402 limit_reached when `adding` more would pass the plan's limit.
 */
export function checkFreePlan(limits: TFreePlanLimits, entity: TLimitedEntity, { n: current, membership }: TOwnerCount, adding = 1): void {
  const unlimited = hasFeature(membership, UNLIMITED_FEATURE[entity]);
  if (unlimited) return;
  const limit = limits[entity];
  if (exceedsFreePlan(current, limit, unlimited, adding)) {
    throw new AppError('limit_reached', freePlanLimitMessage(limit, LIMITED_ITEM_NAMES[entity]), { details: { limit, entity } });
  }
}

export async function userHasPremiumAccess(db: TExecutor, userId: string, now: Date = new Date()): Promise<boolean> {
  return hasPremiumAccess(await membershipOf(db, userId), now);
}

export async function userHasFeature(db: TExecutor, userId: string, feature: TFeatureKey, now: Date = new Date()): Promise<boolean> {
  return hasFeature(await membershipOf(db, userId), feature, now);
}

/** Throws 403 premium_required when the user's plan does not include `feature` (spec 01 §3, §4.1). */
export async function assertFeature(db: TExecutor, userId: string, feature: TFeatureKey): Promise<void> {
  if (!(await userHasFeature(db, userId, feature))) {
    throw new AppError('premium_required', 'This feature is part of Premium Pro. Start a free trial or upgrade to use it.', { details: { feature } });
  }
}
