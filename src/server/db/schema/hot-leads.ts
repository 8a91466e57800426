import { index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/** The hot-lead score of each prospect, rewritten set-based by a refresh (shared/hot-leads rules). */
export const hotLeadScores = pgTable(
  'hot_lead_scores',
  {
    prospectId: uuid('prospect_id')
      .primaryKey()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    userId: ownerColumn(),
    score: integer('score').notNull(),
    openRate: real('open_rate').notNull(),
    clickRate: real('click_rate').notNull(),
    timeOnPageScore: real('time_on_page_score').notNull(),
    interactionCount: integer('interaction_count').notNull(),
    lastEngagementAt: timestamp('last_engagement_at', { withTimezone: true }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hot_lead_scores_owner_score_idx').on(t.userId, t.score.desc(), t.prospectId)],
);
