import { displayNameOf } from '../../../shared/auth/auth.schema.js';
import { hasPremiumAccess, trialTimeLeft, type TMembershipTier } from '../../../shared/membership/membership.rules.js';
import { NOTIFICATION_PREFS_DEFAULT, type TLanguage, type TProfile, type TProfileUpdate, type TTheme } from '../../../shared/profile/profile.schema.js';
import { isProfileComplete } from '../../../shared/profile/profile.rules.js';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { applyPipelineChange } from '../deals/deals.service.js';
import { generateReferralCode, resolveReferralCode } from '../referral/referral.service.js';
import {
  findProfileWithAccount,
  incrementSignInCount,
  insertProfileIfMissing,
  updateProfileEmail,
  updateProfileRow,
  type TAccountRow,
  type TProfileRow,
} from './profile.repository.js';

export interface TSignUpMetadata {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  country?: string | null;
  city?: string | null;
  referralCode?: string | null;
  /** OAuth: the provider's or the browser's language; else the column's default. */
  language?: TLanguage;
}

/**
 * Creates the profile of a user who has none: from the sign-up metadata when there is some,
 * else (OAuth, or a profile lost) tier free, not admin, incomplete, named after the email prefix.
 */
export async function ensureProfile(db: TDb, account: { id: string; email: string }, metadata: TSignUpMetadata = {}): Promise<void> {
  const base = {
    userId: account.id,
    email: account.email,
    name: displayNameOf(metadata.firstName, metadata.lastName, account.email.split('@')[0]),
    firstName: metadata.firstName || null,
    lastName: metadata.lastName || null,
    phone: metadata.phone || null,
    country: metadata.country || null,
    city: metadata.city || null,
    pendingReferredBy: await resolveReferralCode(db, metadata.referralCode),
    ...(metadata.language && { language: metadata.language }),
  };
  const values = { ...base, profileComplete: isProfileComplete(base) };
  // A referral code may collide with an existing one: the unique index says so, so try again.
  for (let attempt = 0; ; attempt++) {
    try {
      await insertProfileIfMissing(db, { ...values, referralCode: generateReferralCode() });
      return;
    } catch (error) {
      if (attempt >= 4 || !String((error as Error).message).includes('referral_code')) throw error;
    }
  }
}

/**
 * A session has started for the account (sign-in, verification link, second factor): the profile
 * exists and counts it. An administrator's impersonation is not the person's own visit.
 */
export async function recordSignIn(db: TDb, account: { id: string; email: string }, session: { impersonatedBy?: string | null }): Promise<void> {
  await ensureProfile(db, account);
  if (!session.impersonatedBy) await incrementSignInCount(db, account.id);
}

/** The sign-in email changed (a confirmed email change): the profile shows the new one. */
export async function syncProfileEmail(db: TDb, account: { id: string; email: string }): Promise<void> {
  await updateProfileEmail(db, account.id, account.email);
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

export function toProfile(row: TProfileRow, account: TAccountRow, now = new Date()): TProfile {
  const membership = { membershipTier: row.membershipTier as TMembershipTier, trialEndsAt: row.trialEndsAt, membershipExpiry: row.membershipExpiry };
  const left = trialTimeLeft(membership, now);
  const banActive = Boolean(account.banned) && (!account.banExpires || account.banExpires > now);
  return {
    userId: row.userId,
    email: row.email,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    country: row.country,
    city: row.city,
    company: row.company,
    address: row.address,
    avatarUrl: row.avatarUrl,
    birthday: row.birthday,
    referralCode: row.referralCode,
    membershipTier: membership.membershipTier,
    membershipExpiry: iso(row.membershipExpiry),
    trialEndsAt: iso(row.trialEndsAt),
    trialDaysLeft: left ? (left.unit === 'days' ? left.value : 0) : null,
    hasPremiumAccess: hasPremiumAccess(membership, now),
    role: account.role === 'admin' ? 'admin' : 'user',
    profileComplete: row.profileComplete,
    readAnnouncementIds: row.readAnnouncementIds,
    bannedUntil: banActive ? (iso(account.banExpires) ?? '9999-12-31T00:00:00.000Z') : null,
    banReason: banActive ? account.banReason : null,
    pendingReferredBy: row.pendingReferredBy,
    affiliateLink: row.affiliateLink,
    socialLinks: row.socialLinks,
    notificationPrefs: { ...NOTIFICATION_PREFS_DEFAULT, ...row.notificationPrefs },
    aiSidebarEnabled: row.aiSidebarEnabled,
    language: row.language as TLanguage,
    theme: row.theme as TTheme,
    pipelineStages: row.pipelineStages,
    timeZone: row.timeZone,
    emailVerified: account.emailVerified,
    twoFactorEnabled: Boolean(account.twoFactorEnabled),
    signInCount: row.signInCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The signed-in user's profile, created first if it is missing (spec 01 §4.2). */
export async function getMyProfile(db: TDb, account: { id: string; email: string }): Promise<TProfile> {
  let found = await findProfileWithAccount(db, account.id);
  if (!found) {
    await ensureProfile(db, account);
    found = await findProfileWithAccount(db, account.id);
  }
  if (!found) throw new AppError('not_found', 'Profile not found');
  return toProfile(found.profile, found.account);
}

/**
 * Applies a validated update; the display name follows first and last name. A pipeline change
 * (stages or renames) goes through the deals module in the same transaction: renamed stages carry
 * their deals along, and a stage removed while it holds deals refuses the whole update (409).
 */
export async function updateMyProfile(db: TDb, account: { id: string; email: string }, update: TProfileUpdate): Promise<TProfile> {
  const current = await getMyProfile(db, account);
  const merged = { ...current, ...update };
  const { notificationPrefs, pipelineStageRenames, pipelineStages, ...rest } = update;
  await db.transaction(async (tx) => {
    const pipeline = pipelineStages !== undefined || pipelineStageRenames !== undefined ? await applyPipelineChange(tx, account.id, { stages: pipelineStages, renames: pipelineStageRenames }) : undefined;
    await updateProfileRow(tx, account.id, {
      ...rest,
      ...(pipeline && { pipelineStages: pipeline }),
      ...(notificationPrefs && { notificationPrefs: { ...current.notificationPrefs, ...notificationPrefs } }),
      name: displayNameOf(merged.firstName, merged.lastName, current.email.split('@')[0]),
      profileComplete: isProfileComplete(merged),
    });
  });
  return getMyProfile(db, account);
}
