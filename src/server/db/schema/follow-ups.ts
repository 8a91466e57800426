import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ownerColumn, timestamps } from './common.js';
import { contacts } from './contacts.js';
import { prospects } from './prospects.js';

/**
 * Follow-up reminders (spec 02 §3). Manual ones always name a prospect; the automatic birthday
 * rule may name a contact instead. "missed" is never stored: a pending reminder past its due
 * time reads missed.
 */
export const followUpReminders = pgTable(
  'follow_up_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    prospectId: uuid('prospect_id').references(() => prospects.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    notes: text('notes'),
    type: text('type').notNull().default('manual'),
    /** Which automatic rule made it (no_contact, birthday, cadence); null for manual ones. */
    rule: text('rule'),
    status: text('status').notNull().default('pending'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set in the same transaction that writes the due notification: it is sent once. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('follow_ups_owner_due_idx').on(t.userId, t.dueAt),
    index('follow_ups_unnotified_due_idx').on(t.dueAt).where(sql`status = 'pending' AND notified_at IS NULL`),
    // At most one open automatic reminder per person and rule, whichever instance creates it.
    uniqueIndex('follow_ups_open_auto_prospect_uq').on(t.userId, t.prospectId, t.rule).where(sql`type = 'auto' AND status = 'pending' AND prospect_id IS NOT NULL`),
    uniqueIndex('follow_ups_open_auto_contact_uq').on(t.userId, t.contactId, t.rule).where(sql`type = 'auto' AND status = 'pending' AND contact_id IS NOT NULL`),
    check('follow_ups_one_person', sql`num_nonnulls(${t.prospectId}, ${t.contactId}) = 1`),
  ],
);
