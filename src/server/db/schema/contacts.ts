import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ownerColumn, phoneDigits, timestamps } from './common.js';
import { searchName } from './search-terms.js';

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    status: text('status').notNull().default('cold'),
    role: text('role'),
    company: text('company'),
    source: text('source'),
    notes: text('notes'),
    tags: text('tags').array().notNull().default([]),
    avatarUrl: text('avatar_url'),
    socialMedia: jsonb('social_media').$type<Record<string, string>>().notNull().default({}),
    lastContacted: timestamp('last_contacted', { withTimezone: true }),
    birthday: date('birthday', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('contacts_owner_email_uq').on(t.userId, sql`lower(${t.email})`),
    index('contacts_owner_full_name_idx').on(t.userId, sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id),
    // Search's way from a matched name (search_terms) to its records.
    index('contacts_owner_search_name_idx').on(t.userId, searchName(t.firstName, t.lastName)),
    index('contacts_owner_phone_digits_idx').on(t.userId, phoneDigits(t.phone)),
  ],
);
