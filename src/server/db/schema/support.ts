import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { ownerColumn, timestamps } from './common.js';

/**
 * A support ticket a user opened (spec 02 §3). `updated_at` moves with every reply and status
 * change, so both lists sort by it ("newest activity first").
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    subject: text('subject').notNull(),
    /** general, billing, technical, feature_request, account, other. */
    category: text('category').notNull(),
    message: text('message').notNull(),
    /** open, inprogress, resolved. */
    status: text('status').notNull().default('open'),
    /** low, medium, high, urgent. */
    priority: text('priority').notNull().default('medium'),
    ...timestamps(),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
  },
  (t) => [
    index('support_tickets_owner_updated_idx').on(t.userId, t.updatedAt),
    index('support_tickets_status_updated_idx').on(t.status, t.updatedAt),
    index('support_tickets_updated_idx').on(t.updatedAt),
    check('support_tickets_status_check', sql`${t.status} in ('open', 'inprogress', 'resolved')`),
    check('support_tickets_priority_check', sql`${t.priority} in ('low', 'medium', 'high', 'urgent')`),
    check('support_tickets_subject_length', sql`char_length(${t.subject}) <= 120`),
    check('support_tickets_message_length', sql`char_length(${t.message}) <= 5000`),
  ],
);

/** A message in a ticket's thread, by its owner or by an administrator. */
export const supportTicketReplies = pgTable(
  'support_ticket_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fromAdmin: boolean('from_admin').notNull().default(false),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_ticket_replies_ticket_idx').on(t.ticketId, t.createdAt), check('support_ticket_replies_message_length', sql`char_length(${t.message}) <= 5000`)],
);
