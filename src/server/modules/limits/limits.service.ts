import type { TExecutor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hasPremiumAccess, type TMembershipTier } from '../../../shared/membership/membership.rules.js';
import { LIMITED_ITEM_NAMES, exceedsFreePlan, freePlanLimitMessage, type TFreePlanLimits, type TLimitedEntity } from '../../../shared/limits/free-plan.rules.js';
import { membershipOf, ownerCount } from './limits.repository.js';

/**
 * Throws 402 limit_reached when a user without premium access would pass the free-plan limit.
 * Call it inside the transaction that inserts, so two parallel requests cannot both slip through.
 */
export async function assertWithinFreePlan(db: TExecutor, limits: TFreePlanLimits, userId: string, entity: TLimitedEntity, adding = 1): Promise<void> {
  const membership = await membershipOf(db, userId);
  const premium = hasPremiumAccess({ membershipTier: membership.membershipTier as TMembershipTier, trialEndsAt: membership.trialEndsAt });
  if (premium) return;
  const current = await ownerCount(db, userId, entity, { lock: true });
  const limit = limits[entity];
  if (exceedsFreePlan(current, limit, premium, adding)) {
    throw new AppError('limit_reached', freePlanLimitMessage(limit, LIMITED_ITEM_NAMES[entity]), { details: { limit, entity } });
  }
}

export async function userHasPremiumAccess(db: TExecutor, userId: string, now: Date = new Date()): Promise<boolean> {
  const membership = await membershipOf(db, userId);
  return hasPremiumAccess({ membershipTier: membership.membershipTier as TMembershipTier, trialEndsAt: membership.trialEndsAt }, now);
}

/** Throws 403 premium_required for a user without premium access (spec 01 §4.1). */
export async function assertPremiumAccess(db: TExecutor, userId: string): Promise<void> {
  if (!(await userHasPremiumAccess(db, userId))) {
    throw new AppError('premium_required', 'This feature is part of Premium Pro. Start a free trial or upgrade to use it.');
  }
}
