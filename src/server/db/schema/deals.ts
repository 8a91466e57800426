import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ownerColumn, timestamps } from './common.js';
import { contacts } from './contacts.js';
import { teamMembers } from './team.js';

/**
 * Deals of the sales pipeline (spec 02 §3). `stage` is one of the owner's pipeline stages: a
 * default stage key (translated on screen) or the name the owner gave a stage of their own.
 * The status (active, pending, won, lost) is never stored: it is read from the stage and the
 * close date (shared/deals/deals.rules.ts).
 */
export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    title: text('title').notNull(),
    /** Integer cents: money is never a float. */
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    probability: integer('probability').notNull(),
    stage: text('stage').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    closeDate: date('close_date', { mode: 'string' }).notNull(),
    /** When the deal entered a closed stage; null while it is open. */
    actualCloseAt: timestamp('actual_close_at', { withTimezone: true }),
    /** A team member who works the deal; null means the owner does. */
    assignedRepId: uuid('assigned_rep_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    company: text('company'),
    tags: text('tags').array().notNull().default([]),
    notes: text('notes'),
    /** The follow-up reminder of the deal; the scheduler notifies once and sets `followUpNotifiedAt`. */
    followUpAt: timestamp('follow_up_at', { withTimezone: true }),
    followUpNotifiedAt: timestamp('follow_up_notified_at', { withTimezone: true }),
    /** When the deal entered its current stage: the order of cards in a column, newest first. */
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every update: a PATCH naming an older version is refused (409), never lost. */
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index('deals_owner_stage_idx').on(t.userId, t.stage, t.stageChangedAt.desc(), t.id),
    index('deals_owner_close_idx').on(t.userId, t.closeDate),
    index('deals_owner_created_idx').on(t.userId, t.createdAt),
    index('deals_contact_idx').on(t.contactId),
    index('deals_follow_up_due_idx').on(t.followUpAt).where(sql`follow_up_notified_at IS NULL AND follow_up_at IS NOT NULL`),
  ],
);

/** The history of a deal: one row per change, `details` holding each changed field's old and new value. */
export const dealActivity = pgTable(
  'deal_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    userId: ownerColumn(),
    /** `created` or `update`. */
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deal_activity_deal_idx').on(t.dealId, t.createdAt.desc())],
);

/**
 * Per owner, stage and close month: how many deals, their value and weighted value, kept by
 * statement-level triggers on deals (migration 0026) so that the board's first load and its
 * forecast read a few dozen rows instead of every deal. Like owner_counts, no foreign key: the
 * triggers run while an account's deals are deleted with it. A month's row stays at zero.
 */
export const dealStageTotals = pgTable(
  'deal_stage_totals',
  {
    userId: text('user_id').notNull(),
    stage: text('stage').notNull(),
    /** The first day of the close date's month. */
    closeMonth: date('close_month', { mode: 'string' }).notNull(),
    deals: integer('deals').notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    weightedCents: bigint('weighted_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stage, t.closeMonth] })],
);
