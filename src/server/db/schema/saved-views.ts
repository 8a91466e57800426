import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ownerColumn, timestamps } from './common.js';

/** A named set of filters, sort and view mode of one list (pipeline, tasks, people), per user. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    /** Which list the view belongs to. */
    scope: text('scope').notNull(),
    name: text('name').notNull(),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [uniqueIndex('saved_views_owner_scope_name_uq').on(t.userId, t.scope, sql`lower(${t.name})`)],
);
