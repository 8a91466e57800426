import { text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/** Every CRM row carries its owner (the sharding key when scaling out) and its times. */
export const ownerColumn = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
