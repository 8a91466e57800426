import * as z from 'zod';
import { ZIsoDateTime, requiredText } from '../common/fields.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../common/pagination.js';
import { PURCHASE_STATUSES } from '../billing/billing.schema.js';
import { MEMBERSHIP_TIERS, type TMembershipTier } from '../membership/membership.rules.js';

/** better-auth's admin plugin roles. */
export const USER_ROLES = ['user', 'admin'] as const;
export type TUserRole = (typeof USER_ROLES)[number];

export const BAN_REASON_MAX = 500;
export const BAN_DAYS_MAX = 3650;
/** The admin dashboard's signup chart and "new users" figure look this many days back. */
export const ADMIN_STATS_DAYS = 30;

/** English texts of the admin API; the client translates them. */
export const ADMIN_MESSAGES = {
  tierInvalid: `Choose one of: ${MEMBERSHIP_TIERS.join(', ')}`,
  roleInvalid: `Choose one of: ${USER_ROLES.join(', ')}`,
  bannedInvalid: 'Choose true or false',
  statusInvalid: `Choose one of: ${PURCHASE_STATUSES.join(', ')}`,
  trialEndRequired: 'A trial needs an end date',
  trialEndPast: 'Trial end date must not be in the past',
  nothingToChange: 'Send a new role, tier or trial end date',
  banReasonRequired: 'Give a reason for the ban',
  banDaysInvalid: `Ban for 1 to ${BAN_DAYS_MAX} days`,
  selfDemotion: 'You cannot remove your own administrator role',
  lastAdmin: 'The last administrator cannot be demoted',
  selfBan: 'You cannot ban yourself',
  selfDelete: 'You cannot delete your own account here',
  deleteNotAdmin: 'Authentication error: Could not verify admin privileges for user deletion.',
  noTwoFactor: 'User has no 2FA factors.',
} as const;

/** A list filter from the query string: an empty value means no filter. */
const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
};
const ZQ = z.string().trim().max(200).optional();

const ZTier = z.enum(MEMBERSHIP_TIERS, { error: ADMIN_MESSAGES.tierInvalid });
const ZRole = z.enum(USER_ROLES, { error: ADMIN_MESSAGES.roleInvalid });

/** `GET /api/admin/users?q=&tier=&role=&banned=&page=&pageSize=`: `q` over name and email. */
export const ZAdminUserListQuery = z.object({
  q: ZQ,
  tier: optionalFilter(ZTier),
  role: optionalFilter(ZRole),
  banned: optionalFilter(z.enum(['true', 'false'], { error: ADMIN_MESSAGES.bannedInvalid }).transform((v) => v === 'true')),
  ...pageFields,
});
export type TAdminUserListQuery = z.infer<typeof ZAdminUserListQuery>;

/** `PATCH /api/admin/users/:id`: a trial needs an end date that has not passed. */
export const ZAdminUserUpdate = z
  .strictObject({
    role: ZRole.optional(),
    membershipTier: ZTier.optional(),
    trialEndsAt: ZIsoDateTime.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.role === undefined && value.membershipTier === undefined && value.trialEndsAt === undefined) {
      ctx.addIssue({ code: 'custom', path: [], message: ADMIN_MESSAGES.nothingToChange });
    }
    if (value.membershipTier === 'trial' && value.trialEndsAt === undefined) {
      ctx.addIssue({ code: 'custom', path: ['trialEndsAt'], message: ADMIN_MESSAGES.trialEndRequired });
    }
    if (value.trialEndsAt !== undefined && new Date(value.trialEndsAt).getTime() < Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['trialEndsAt'], message: ADMIN_MESSAGES.trialEndPast });
    }
  });
export type TAdminUserUpdate = z.infer<typeof ZAdminUserUpdate>;

/** `POST /api/admin/users/:id/ban`. */
export const ZAdminBan = z.strictObject({
  reason: requiredText(ADMIN_MESSAGES.banReasonRequired, BAN_REASON_MAX),
  days: z.number({ error: ADMIN_MESSAGES.banDaysInvalid }).int(ADMIN_MESSAGES.banDaysInvalid).min(1, ADMIN_MESSAGES.banDaysInvalid).max(BAN_DAYS_MAX, ADMIN_MESSAGES.banDaysInvalid),
});
export type TAdminBan = z.infer<typeof ZAdminBan>;

/** `GET /api/admin/purchases?status=&product=&q=&page=&pageSize=`: newest first, `q` over the buyer. */
export const ZAdminPurchaseListQuery = z.object({
  status: optionalFilter(z.enum(PURCHASE_STATUSES, { error: ADMIN_MESSAGES.statusInvalid })),
  product: optionalFilter(z.string().trim().max(100)),
  q: ZQ,
  ...pageFields,
});
export type TAdminPurchaseListQuery = z.infer<typeof ZAdminPurchaseListQuery>;

export interface TAdminStats {
  users: { total: number; byTier: Record<TMembershipTier, number>; newLast30Days: number; activeTrials: number; banned: number };
  revenue: { thisMonthCents: number; allTimeCents: number; purchasesThisMonth: number };
  tickets: { open: number; inprogress: number };
  /** One entry per day of the last 30 (UTC), oldest first, days without signups included. */
  signupsByDay: { date: string; count: number }[];
}

export interface TAdminUser {
  id: string;
  name: string;
  email: string;
  role: TUserRole;
  membershipTier: TMembershipTier;
  trialEndsAt: string | null;
  membershipExpiry: string | null;
  banned: boolean;
  banReason: string | null;
  banExpires: string | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

export interface TAdminPurchase {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  product: string;
  amountCents: number;
  currency: string;
  status: string;
  periodStart: string | null;
  periodEnd: string | null;
  createdAt: string;
}

export const ADMIN_COUNT_ENTITIES = ['prospects', 'contacts', 'teamMembers', 'activities', 'deals', 'tasks', 'goals', 'commissions'] as const;
export type TAdminCountEntity = (typeof ADMIN_COUNT_ENTITIES)[number];

export interface TAdminUserDetail extends TAdminUser {
  counts: Record<TAdminCountEntity, number>;
  purchases: TAdminPurchase[];
}
