import { sql, type SQL } from 'drizzle-orm';
import { FEATURE_PLANS, type TFeatureKey } from '../../../shared/membership/features.js';
import { PAID_TIERS, type TMembershipTier } from '../../../shared/membership/membership.rules.js';

/**
 * `hasPremiumAccess` and `hasFeature` (src/shared/membership) as SQL conditions on a
 * user_profiles alias, for statements that pick many owners at once: a paid tier within its
 * period, or a trial whose end lies ahead.
 */
function accessSql(profile: SQL, tiers: readonly TMembershipTier[], now: Date): SQL {
  const paid = tiers.filter((t) => t !== 'trial');
  const at = sql`${now.toISOString()}::timestamptz`;
  const parts: SQL[] = [];
  if (paid.length) {
    parts.push(sql`(${profile}.membership_tier in (${sql.join(paid.map((t) => sql`${t}`), sql`, `)}) and (${profile}.membership_expiry is null or ${profile}.membership_expiry > ${at}))`);
  }
  if (tiers.includes('trial')) parts.push(sql`(${profile}.membership_tier = 'trial' and ${profile}.trial_ends_at > ${at})`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

export const premiumAccessSql = (profile: SQL, now: Date): SQL => accessSql(profile, [...PAID_TIERS, 'trial'], now);

export const featureSql = (profile: SQL, feature: TFeatureKey, now: Date): SQL => accessSql(profile, FEATURE_PLANS[feature], now);
