import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Exact row counts per owner and table, kept by triggers (migration 0003). The people list and
 * the free-plan limits read them instead of counting 100,000 rows on every request.
 */
export const ownerCounts = pgTable(
  'owner_counts',
  {
    userId: text('user_id').notNull(),
    entity: text('entity').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.entity] })],
);
