import { randomInt } from 'node:crypto';
import type { TDb } from '../../db/client.js';
import type { TRealtime } from '../../plugins/realtime.js';
import { REFERRAL_CODE_PATTERN } from '../../../shared/auth/auth.schema.js';
import { SETTINGS_DEFAULTS } from '../../../shared/common/settings.js';
import { hasPremiumAccess, type TMembershipTier } from '../../../shared/membership/membership.rules.js';
import type { TReferralOverview } from '../../../shared/referral/referral.schema.js';
import type { TConfig } from '../../config.js';
import { notFound } from '../../lib/app-error.js';
import { insertNotification, toNotification } from '../notifications/notifications.repository.js';
import { insertMember } from '../team/team.repository.js';
import { billingNoticeText } from '../billing/billing.messages.js';
import { billingProfileOf } from '../billing/billing.repository.js';
import {
  earningsOf,
  findUserIdByReferralCode,
  insertReferredMember,
  linkTeamMember,
  referralCodeOf,
  referredMembersOf,
  teamMemberByEmail,
  unrecordedReferral,
} from './referral.repository.js';

/** No 0/O or 1/I: codes get read aloud and typed from screenshots. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateReferralCode(): string {
  let code = '';
  for (let i = 0; i < SETTINGS_DEFAULTS.referralCodeLength; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The referrer's user id for a code, or null when the code is malformed or unknown. */
export async function resolveReferralCode(db: TDb, code: string | undefined | null): Promise<string | null> {
  const normalized = code?.trim().toUpperCase();
  if (!normalized || !REFERRAL_CODE_PATTERN.test(normalized)) return null;
  return findUserIdByReferralCode(db, normalized);
}

function splitName(name: string): { firstName: string; lastName: string } {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { firstName: first.slice(0, 32), lastName: rest.join(' ').slice(0, 32) || '-' };
}

/**
 * Someone who signed up with a referral code has verified their email and signed in: they join
 * the referrer's team as a member linked to their account (an existing row with their email is
 * linked instead), once. The referrer is told. A member brought by the referral link is not an
 * item the referrer added, so the free plan's team limit does not refuse it.
 */
export async function recordReferredMember(deps: { db: TDb; realtime: TRealtime }, userId: string, now = new Date()): Promise<boolean> {
  const pending = await unrecordedReferral(deps.db, userId);
  if (!pending) return false;
  const created = await deps.db.transaction(async (tx) => {
    const referrer = await billingProfileOf(tx, pending.referredBy, { lock: true });
    if (!referrer) return null;
    let teamMemberId = await teamMemberByEmail(tx, referrer.userId, pending.email);
    if (teamMemberId) await linkTeamMember(tx, referrer.userId, teamMemberId, userId);
    else {
      const names = pending.firstName && pending.lastName ? { firstName: pending.firstName, lastName: pending.lastName } : splitName(pending.name);
      const member = await insertMember(tx, referrer.userId, {
        ...names,
        email: pending.email,
        phone: pending.phone,
        status: 'active',
        rank: 'associate',
        role: 'partner',
        joinDate: now.toISOString().slice(0, 10),
        uplineName: referrer.name,
        uplineEmail: referrer.email,
        linkedUserId: userId,
      });
      teamMemberId = member.id;
    }
    if (!(await insertReferredMember(tx, { referredBy: referrer.userId, userId, teamMemberId }))) return null;
    const row = await insertNotification(tx, { userId: referrer.userId, message: billingNoticeText({ key: 'referralJoined', name: pending.name }, referrer), type: 'achievement', link: '/referral' });
    return { referrerId: referrer.userId, notification: toNotification(row) };
  });
  if (!created) return false;
  await deps.realtime.publish({ to: { userIds: [created.referrerId] }, type: 'notification.created', data: created.notification });
  return true;
}

export async function referralOverview(deps: { db: TDb; config: TConfig }, userId: string, now = new Date()): Promise<TReferralOverview> {
  const profile = await billingProfileOf(deps.db, userId);
  if (!profile) throw notFound('Profile');
  const code = await referralCodeOf(deps.db, userId);
  if (!code) throw notFound('Profile');
  const [referred, earnings] = await Promise.all([referredMembersOf(deps.db, userId), earningsOf(deps.db, userId, profile.timeZone)]);
  return {
    code,
    link: `${deps.config.baseUrl}/register/${code}`,
    commissionPercent: deps.config.billing.referralCommissionPercent,
    referred: referred.items.map((r) => ({
      userId: r.userId,
      name: r.name,
      email: r.email,
      joinedAt: r.joinedAt.toISOString(),
      membershipTier: r.membershipTier as TMembershipTier,
      premium: hasPremiumAccess({ membershipTier: r.membershipTier as TMembershipTier, trialEndsAt: r.trialEndsAt, membershipExpiry: r.membershipExpiry }, now),
      teamMemberId: r.teamMemberId,
    })),
    referredTotal: referred.total,
    earnings: {
      items: earnings.items.map((e) => ({
        id: e.id,
        createdAt: e.createdAt.toISOString(),
        referredName: e.referredName ?? '—',
        product: e.product,
        purchaseCents: e.purchaseCents,
        commissionCents: e.commissionCents,
      })),
      totalCents: earnings.totalCents,
      thisMonthCents: earnings.thisMonthCents,
      count: earnings.count,
    },
  };
}
