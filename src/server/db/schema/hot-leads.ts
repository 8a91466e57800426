import { bigint, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ownerColumn } from './common.js';
import { prospects } from './prospects.js';

/** Engagement of a prospect with what the seller sent: email sends, opens, clicks, time on a page. */
export const prospectEngagement = pgTable(
  'prospect_engagement',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    /** `sent`, `open`, `click` or `page_time`. */
    kind: text('kind').notNull(),
    /** Seconds on the page, for `page_time`; 0 otherwise. */
    seconds: integer('seconds').notNull().default(0),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prospect_engagement_prospect_idx').on(t.userId, t.prospectId, t.occurredAt)],
);

/**
 * The hot-lead score of each prospect, rewritten set-based by a refresh (shared/hot-leads rules).
 * No foreign keys (migration 0025): a refresh writes up to one row per prospect in one statement,
 * and the per-row key checks (a lock on each prospect row) cost 40 % of a 100,000-prospect
 * refresh. Rows come only from a join with the owner's prospects; a statement trigger on
 * `prospects` deletes the scores of deleted prospects (and so of deleted accounts).
 */
export const hotLeadScores = pgTable(
  'hot_lead_scores',
  {
    prospectId: uuid('prospect_id').primaryKey(),
    /** The owner, as on every CRM row (not a foreign key: see above). */
    userId: text('user_id').notNull(),
    score: integer('score').notNull(),
    openRate: real('open_rate').notNull(),
    clickRate: real('click_rate').notNull(),
    timeOnPageScore: real('time_on_page_score').notNull(),
    interactionCount: integer('interaction_count').notNull(),
    lastEngagementAt: timestamp('last_engagement_at', { withTimezone: true }),
    /** When a refresh last changed this row's numbers (an unchanged score is not rewritten); the owner's last refresh is in hot_lead_refresh_state. */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list's order (migration 0025): highest score, then the newest engagement, page by page.
  (t) => [index('hot_lead_scores_owner_rank_idx').on(t.userId, t.score.desc(), t.lastEngagementAt.desc().nullsLast(), t.prospectId)],
);

/**
 * Each owner's scores: whether they are stale, and how many there are. Triggers on
 * `prospect_engagement` and `activities` bump `changes` (migration 0025); a refresh records the
 * `changes` it saw, so the scheduler refreshes owners with `changes > refreshed_changes`.
 */
export const hotLeadRefreshState = pgTable('hot_lead_refresh_state', {
  userId: ownerColumn().primaryKey(),
  changes: bigint('changes', { mode: 'number' }).notNull().default(0),
  refreshedChanges: bigint('refreshed_changes', { mode: 'number' }).notNull().default(0),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
  /** Prospects with a score: set by each refresh, lowered by the trigger that deletes deleted prospects' scores (the list's unfiltered total, without counting 100,000 rows). */
  scored: integer('scored').notNull().default(0),
});
