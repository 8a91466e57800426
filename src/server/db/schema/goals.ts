import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ownerColumn, timestamps } from './common.js';

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    title: text('title').notNull(),
    type: text('type').notNull().default('other'),
    targetValue: integer('target_value').notNull(),
    currentValue: integer('current_value').notNull().default(0),
    deadline: date('deadline', { mode: 'string' }),
    isArchived: boolean('is_archived').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('goals_owner_idx').on(t.userId, t.isArchived)],
);
