import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { ownerColumn, phoneDigits, timestamps } from './common.js';
import { searchName } from './search-terms.js';

export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    rank: text('rank').notNull().default('associate'),
    role: text('role').notNull().default('partner'),
    status: text('status').notNull().default('active'),
    joinDate: date('join_date', { mode: 'string' }),
    externalToolId: text('external_tool_id'),
    /** The member's sponsor inside the same owner's team: the downline tree. */
    sponsorId: uuid('sponsor_id').references((): AnyPgColumn => teamMembers.id, { onDelete: 'set null' }),
    uplineName: text('upline_name'),
    uplinePhone: text('upline_phone'),
    uplineEmail: text('upline_email'),
    companyId: text('company_id'),
    avatarUrl: text('avatar_url'),
    /** The member's own Upline account, when they joined through the owner's referral link. */
    linkedUserId: text('linked_user_id').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('team_members_owner_full_name_idx').on(t.userId, sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id),
    // Search's way from a matched name (search_terms) to its records.
    index('team_members_owner_search_name_idx').on(t.userId, searchName(t.firstName, t.lastName)),
    index('team_members_owner_sponsor_idx').on(t.userId, t.sponsorId),
    // The duplicate-people check: an email or a phone's digits among the owner's people.
    index('team_members_owner_email_idx').on(t.userId, sql`lower(${t.email})`),
    index('team_members_owner_phone_digits_idx').on(t.userId, phoneDigits(t.phone)),
  ],
);
