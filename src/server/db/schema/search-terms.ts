import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ownerColumn } from './common.js';

/** The accent- and case-folded full name search matches on (`upline_fold`: migration 0007). */
export const searchName = (firstName: AnyPgColumn, lastName: AnyPgColumn) => sql`upline_fold(${firstName} || ' ' || ${lastName})`;

/**
 * The distinct search names of each owner's contacts, prospects and team members
 * (`upline_fold(first_name || ' ' || last_name)`) with how many records carry each, kept by
 * triggers (migration 0011). Search finds the nearest names here, through a trigram GIN index
 * over (user_id, kind, term) (migration 0038), then fetches their records by the tables'
 * folded-name indexes: a seller with 300 "Maria Garcia"s is one entry, not 300 for the trigram
 * index to go through.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    userId: ownerColumn(),
    /** The search category: contacts, prospects, teamMembers, tasks (titles, 0020) or deals (titles and companies, 0024). */
    kind: text('kind').notNull(),
    term: text('term').notNull(),
    rows: integer('rows').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.term] })],
);
