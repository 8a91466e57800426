import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ownerColumn, timestamps } from './common.js';
import { prospects } from './prospects.js';

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    prospectId: uuid('prospect_id').references(() => prospects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    type: text('type').notNull(),
    platform: text('platform'),
    link: text('link'),
    contentTitle: text('content_title'),
    description: text('description'),
    outcome: text('outcome'),
    completed: boolean('completed').notNull().default(false),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('scheduled'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('activities_owner_created_idx').on(t.userId, t.createdAt),
    // A prospect's timeline, and its derived interaction count and last activity.
    index('activities_prospect_created_idx').on(t.prospectId, t.createdAt),
  ],
);
