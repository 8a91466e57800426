import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests per signed-in user in fixed windows, counted in the database so the limit holds across
 * every instance on it. One row per user: the first request of a new window starts it over.
 */
export const apiRateLimits = pgTable(
  'api_rate_limits',
  {
    userId: text('user_id').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId] })],
);
