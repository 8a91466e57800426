import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ownerColumn, phoneDigits, timestamps } from './common.js';
import { searchName } from './search-terms.js';

export const prospects = pgTable(
  'prospects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    status: text('status').notNull().default('cold_lead'),
    source: text('source'),
    notes: text('notes'),
    industry: text('industry'),
    companyName: text('company_name'),
    address: text('address'),
    birthday: date('birthday', { mode: 'string' }),
    socialMedia: jsonb('social_media').$type<Record<string, string>>().notNull().default({}),
    leadScore: integer('lead_score').notNull().default(0),
    tags: text('tags').array().notNull().default([]),
    /** Kept by triggers from the prospect's activities (migration 0016_prospect_derived_triggers), never written by the API. */
    interactionCount: integer('interaction_count').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    lastContacted: timestamp('last_contacted', { withTimezone: true }),
    funnelStage: text('funnel_stage'),
    stageUpdatedAt: timestamp('stage_updated_at', { withTimezone: true }),
    /** The "stay in touch every N days" cadence of this prospect; null means none. */
    stayInTouchDays: integer('stay_in_touch_days'),
    ...timestamps(),
  },
  (t) => [index('prospects_owner_status_idx').on(t.userId, t.status), index('prospects_owner_full_name_idx').on(t.userId, sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id),
    // Search's way from a matched name (search_terms) to its records.
    index('prospects_owner_search_name_idx').on(t.userId, searchName(t.firstName, t.lastName)),
    // The duplicate-people check: an email or a phone's digits among the owner's people.
    index('prospects_owner_email_idx').on(t.userId, sql`lower(${t.email})`),
    index('prospects_owner_phone_digits_idx').on(t.userId, phoneDigits(t.phone))],
);

/** Every change of a prospect's status or funnel stage, written by a trigger in the updating transaction. */
export const prospectStageChanges = pgTable(
  'prospect_stage_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    /** `status` or `funnel_stage`. */
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prospect_stage_changes_prospect_idx').on(t.prospectId, t.changedAt)],
);
