import { sql, type SQL } from 'drizzle-orm';
import { text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
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

/**
 * A phone number's digits only: the duplicate check compares phones by this expression, so each
 * people table indexes it (the query must spell it the same way to use the index).
 */
export const phoneDigits = (phone: AnyPgColumn | SQL): SQL => sql`regexp_replace(${phone}, '[^0-9]', '', 'g')`;
