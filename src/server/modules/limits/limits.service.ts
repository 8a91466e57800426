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
