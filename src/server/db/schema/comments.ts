import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ownerColumn, timestamps } from './common.js';
import { prospects } from './prospects.js';

/** Notes on a prospect; `mentions` holds the @handles found in the body when it was saved. */
export const prospectComments = pgTable(
  'prospect_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    mentions: text('mentions').array().notNull().default([]),
    ...timestamps(),
  },
  (t) => [index('prospect_comments_prospect_idx').on(t.prospectId, t.createdAt)],
);
