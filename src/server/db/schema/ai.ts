import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ownerColumn, timestamps } from './common.js';

/** A stored AI chat (spec 01 §2.8: at most 10 per user; the oldest goes when an 11th starts). */
export const aiChatSessions = pgTable(
  'ai_chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    title: text('title').notNull(),
    ...timestamps(),
  },
  (t) => [index('ai_chat_sessions_owner_updated_idx').on(t.userId, t.updatedAt)],
);

/** One message of a stored chat (spec 01 §3 chat message: role, content, optional reasoning). */
export const aiChatMessages = pgTable(
  'ai_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => aiChatSessions.id, { onDelete: 'cascade' }),
    userId: ownerColumn(),
    /** user or assistant. */
    role: text('role').notNull(),
    content: text('content').notNull(),
    reasoning: text('reasoning'),
    /** openai (any compatible endpoint) or offline, for assistant messages. */
    provider: text('provider'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_chat_messages_session_idx').on(t.sessionId, t.createdAt)],
);
