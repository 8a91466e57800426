import { date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ownerColumn, timestamps } from './common.js';
import { teamMembers } from './team.js';
import { prospects } from './prospects.js';

export const commissions = pgTable(
  'commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    teamMemberId: uuid('team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    prospectId: uuid('prospect_id').references(() => prospects.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type').notNull().default('product_sale'),
    status: text('status').notNull().default('pending'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [index('commissions_owner_date_idx').on(t.userId, t.date)],
);
