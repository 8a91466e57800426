import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ownerColumn, timestamps } from './common.js';
import { searchName } from './search-terms.js';

export const prospects = pgTable(
  'prospects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    status: text('status').notNull().default('cold_lead'),
    source: text('source'),
    notes: text('notes'),
    industry: text('industry'),
    companyName: text('company_name'),
    address: text('address'),
    birthday: date('birthday', { mode: 'string' }),
    socialMedia: jsonb('social_media').$type<Record<string, string>>().notNull().default({}),
    leadScore: integer('lead_score').notNull().default(0),
    tags: text('tags').array().notNull().default([]),
    interactionCount: integer('interaction_count').notNull().default(0),
    lastContacted: timestamp('last_contacted', { withTimezone: true }),
    funnelStage: text('funnel_stage'),
    stageUpdatedAt: timestamp('stage_updated_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('prospects_owner_status_idx').on(t.userId, t.status), index('prospects_owner_full_name_idx').on(t.userId, sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id),
    // Search's way from a matched name (search_terms) to its records.
    index('prospects_owner_search_name_idx').on(t.userId, searchName(t.firstName, t.lastName))],
);
