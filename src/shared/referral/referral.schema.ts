import * as z from 'zod';
import { MEMBERSHIP_TIERS } from '../membership/membership.rules.js';

export const ZReferredMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  joinedAt: z.string(),
  membershipTier: z.enum(MEMBERSHIP_TIERS),
  /** Whether the member has premium access now. */
  premium: z.boolean(),
  /** The member's row in the referrer's team, when it still exists. */
  teamMemberId: z.string().nullable(),
});
export type TReferredMember = z.infer<typeof ZReferredMember>;

export const ZReferralEarning = z.object({
  id: z.string(),
  createdAt: z.string(),
  referredName: z.string(),
  product: z.string(),
  purchaseCents: z.number(),
  commissionCents: z.number(),
});
export type TReferralEarning = z.infer<typeof ZReferralEarning>;

/** `GET /api/referral`. */
export const ZReferralOverview = z.object({
  code: z.string(),
  link: z.string(),
  commissionPercent: z.number(),
  /** Newest first, at most 500; `referredTotal` counts them all. */
  referred: z.array(ZReferredMember),
  referredTotal: z.number(),
  earnings: z.object({
    /** Newest first, at most 100; the totals count every earning. */
    items: z.array(ZReferralEarning),
    totalCents: z.number(),
    thisMonthCents: z.number(),
    count: z.number(),
  }),
});
export type TReferralOverview = z.infer<typeof ZReferralOverview>;
