import * as z from 'zod';
import { isValidTimeZone } from '../common/time-zone.js';
import { AUTH_MESSAGES, FIELD_MAX_LENGTH, ZCity, ZCountry, ZEmail, ZPhone } from '../auth/auth.schema.js';
import { MEMBERSHIP_TIERS } from '../membership/membership.rules.js';
import { LANGUAGES } from '../common/languages.js';
import { ZIsoDate, wellFormedText } from '../common/fields.js';

export { LANGUAGES, type TLanguage } from '../common/languages.js';
export const THEMES = ['light', 'dark'] as const;
export type TTheme = (typeof THEMES)[number];
export const ROLES = ['user', 'admin'] as const;
export type TRole = (typeof ROLES)[number];

/** Default pipeline stages (spec 02 §4, the pipeline reading). */
export const DEFAULT_PIPELINE_STAGES = ['lead_generation', 'qualification', 'contacted', 'proposal', 'negotiation', 'closed_won', 'closed_lost'] as const;

export const SOCIAL_NETWORKS = ['linkedin', 'twitter', 'facebook', 'instagram', 'telegram', 'whatsapp', 'other'] as const;

/** Empty strings in a profile update mean "clear this field" (spec 01 §5.4). */
const emptyToNull = <T extends z.core.$ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.nullable(schema));

const NAME_PATTERN = /^[\p{L}\s'’-]+$/u;
const profileName = z.string().trim().max(FIELD_MAX_LENGTH).regex(NAME_PATTERN, 'Only letters, spaces, apostrophes and hyphens are allowed');
const ZHttpUrl = z.url({ protocol: /^https?$/, error: 'Enter a full web address starting with http:// or https://' }).max(2048);

/** Stored as jsonb, which refuses lone surrogates: they become U+FFFD as in the text columns. */
export const ZSocialLinks = z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string().trim().max(200).transform(wellFormedText));

export const ZNotificationPrefs = z.strictObject({
  emailNewFeatures: z.boolean(),
  emailGoalUpdates: z.boolean(),
  emailTeamActivity: z.boolean(),
  inAppGoalProgress: z.boolean(),
  inAppNewProspect: z.boolean(),
  inAppSystemUpdates: z.boolean(),
});
export type TNotificationPrefs = z.infer<typeof ZNotificationPrefs>;
export const NOTIFICATION_PREFS_DEFAULT: TNotificationPrefs = {
  emailNewFeatures: true,
  emailGoalUpdates: true,
  emailTeamActivity: false,
  inAppGoalProgress: true,
  inAppNewProspect: true,
  inAppSystemUpdates: true,
};

const ZStageName = z.string().trim().min(1, 'A stage needs a name').max(40, 'Stage names are at most 40 characters');

/** `PATCH /api/me`. Email and password are account settings, never profile fields. */
export const ZProfileUpdate = z
  .strictObject({
    firstName: emptyToNull(profileName),
    lastName: emptyToNull(profileName),
    phone: emptyToNull(ZPhone),
    country: emptyToNull(ZCountry),
    city: emptyToNull(ZCity),
    company: emptyToNull(z.string().trim().max(100)),
    address: emptyToNull(z.string().trim().max(200)),
    avatarUrl: emptyToNull(ZHttpUrl),
    birthday: emptyToNull(ZIsoDate),
    affiliateLink: emptyToNull(ZHttpUrl),
    socialLinks: ZSocialLinks,
    notificationPrefs: ZNotificationPrefs.partial(),
    aiSidebarEnabled: z.boolean(),
    language: z.enum(LANGUAGES),
    theme: z.enum(THEMES),
    /**
     * The seller's open pipeline stages in order; an empty list restores the defaults. The closed
     * stages end every pipeline and are never stored (sent ones are dropped).
     */
    pipelineStages: z
      .array(ZStageName)
      .max(20, 'At most 20 stages')
      .refine((list) => new Set(list.map((s) => s.toLowerCase())).size === list.length, 'Stage names must be different'),
    /** Stages renamed in this change: the seller's deals move from `from` to `to` (a stage of the new list). */
    pipelineStageRenames: z.array(z.strictObject({ from: ZStageName, to: ZStageName })).max(20, 'At most 20 renames'),
    /** IANA time zone of the seller's days (recurring tasks, due reminders); the app sends the browser's. */
    timeZone: z.string().trim().max(64).refine(isValidTimeZone, 'Unknown time zone'),
  })
  .partial();
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

/** `GET /api/me`: the signed-in user's profile. */
export const ZProfile = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  company: z.string().nullable(),
  address: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  birthday: z.string().nullable(),
  referralCode: z.string(),
  membershipTier: z.enum(MEMBERSHIP_TIERS),
  membershipExpiry: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  trialDaysLeft: z.number().nullable(),
  hasPremiumAccess: z.boolean(),
  role: z.enum(ROLES),
  profileComplete: z.boolean(),
  readAnnouncementIds: z.array(z.string()),
  bannedUntil: z.string().nullable(),
  banReason: z.string().nullable(),
  pendingReferredBy: z.string().nullable(),
  affiliateLink: z.string().nullable(),
  socialLinks: ZSocialLinks,
  notificationPrefs: ZNotificationPrefs,
  aiSidebarEnabled: z.boolean(),
  language: z.enum(LANGUAGES),
  theme: z.enum(THEMES),
  pipelineStages: z.array(z.string()),
  timeZone: z.string(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** Sessions ever started; 1 during the first visit. */
  signInCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProfile = z.infer<typeof ZProfile>;

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(FIELD_MAX_LENGTH, AUTH_MESSAGES.maxLength).regex(NAME_PATTERN, AUTH_MESSAGES.nameCharacters);

/**
 * The profile completion dialog: the fields `isProfileComplete` (profile.rules.ts) needs, each required, under the
 * registration rules. What it sends is a `PATCH /api/me` body.
 */
export const ZProfileCompletion = z.strictObject({
  firstName: requiredName(AUTH_MESSAGES.firstNameRequired),
  lastName: requiredName(AUTH_MESSAGES.lastNameRequired),
  phone: ZPhone,
  country: ZCountry,
  city: ZCity,
});
export type TProfileCompletion = z.infer<typeof ZProfileCompletion>;

/** `POST /api/auth/change-email`: the new address is confirmed by a link sent to it. */
export const ZEmailChange = z.object({
  newEmail: ZEmail,
  callbackURL: z.string().optional(),
});
export type TEmailChange = z.infer<typeof ZEmailChange>;
