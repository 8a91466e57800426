import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * One narrow row per contact, prospect and team member, kept by triggers (migration 0005): the
 * people list pages through this single index instead of merging three tables.
 */
export const peopleDirectory = pgTable(
  'people_directory',
  {
    userId: text('user_id').notNull(),
    personType: text('person_type').notNull(),
    personId: uuid('person_id').notNull(),
    /** lower(first_name) and lower(last_name): the list's order, as on the source tables. */
    sortFirst: text('sort_first').notNull(),
    sortLast: text('sort_last').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.personType, t.personId] }),
    index('people_directory_owner_sort_idx').on(t.userId, t.sortFirst, t.sortLast, t.personId),
    index('people_directory_owner_type_sort_idx').on(t.userId, t.personType, t.sortFirst, t.sortLast, t.personId),
  ],
);
