import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import type { TNotificationPrefs } from '../../../shared/profile/profile.schema.js';
import type { TFollowUpRules } from '../../../shared/follow-ups/follow-ups.rules.js';

/** The CRM profile of an account (spec 01 §3 user_profiles); role and ban live on `user`. */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    country: text('country'),
    city: text('city'),
    company: text('company'),
    address: text('address'),
    avatarUrl: text('avatar_url'),
    birthday: date('birthday', { mode: 'string' }),
    referralCode: text('referral_code').notNull().unique(),
    membershipTier: text('membership_tier').notNull().default('free'),
    membershipExpiry: timestamp('membership_expiry', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    profileComplete: boolean('profile_complete').notNull().default(false),
    readAnnouncementIds: text('read_announcement_ids').array().notNull().default([]),
    pendingReferredBy: text('pending_referred_by').references(() => user.id, { onDelete: 'set null' }),
    affiliateLink: text('affiliate_link'),
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    notificationPrefs: jsonb('notification_prefs').$type<Partial<TNotificationPrefs>>().notNull().default({}),
    aiSidebarEnabled: boolean('ai_sidebar_enabled').notNull().default(false),
    language: text('language').notNull().default('en'),
    theme: text('theme').notNull().default('light'),
    /** The seller's own pipeline stage names, in order; empty means the default stages. */
    pipelineStages: text('pipeline_stages').array().notNull().default([]),
    /** Sessions ever started (sign-ins, verification links): the first visit is greeted as such. */
    signInCount: integer('sign_in_count').notNull().default(0),
    /** IANA zone of the seller's days: recurring tasks and due reminders are computed in it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The automatic follow-up rules' settings; missing keys take FOLLOW_UP_RULES_DEFAULT. */
    followUpRules: jsonb('follow_up_rules').$type<Partial<TFollowUpRules>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The expiry job's walks: trials and paid periods by their end.
    // The admin statistics' users per tier (index-only counts) and the user list's tier filter.
    index('user_profiles_tier_idx').on(t.membershipTier, t.userId),
    index('user_profiles_trial_end_idx').on(t.trialEndsAt).where(sql`${t.membershipTier} = 'trial'`),
    index('user_profiles_paid_expiry_idx').on(t.membershipExpiry).where(sql`${t.membershipTier} in ('premium', 'pro', 'enterprise')`),
  ],
);
