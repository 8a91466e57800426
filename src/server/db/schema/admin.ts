import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { DEFAULT_SECURITY_THRESHOLDS } from '../../../shared/admin/settings.schema.js';
import type { TSecurityEventDetails } from '../../../shared/admin/security-events.schema.js';

/**
 * The service's settings, one row (id 1) written by admins: maintenance mode and the thresholds of
 * the suspicious-activity log. No row means the defaults (the mass-deletion trigger reads it too).
 */
export const appSettings = pgTable(
  'app_settings',
  {
    id: smallint('id').primaryKey().default(1),
    maintenanceMode: boolean('maintenance_mode').notNull().default(false),
    maintenanceMessage: text('maintenance_message').notNull().default(''),
    failedSignInThreshold: integer('failed_sign_in_threshold').notNull().default(DEFAULT_SECURITY_THRESHOLDS.failedSignInThreshold),
    failedSignInWindowMinutes: integer('failed_sign_in_window_minutes').notNull().default(DEFAULT_SECURITY_THRESHOLDS.failedSignInWindowMinutes),
    massDeletionThreshold: integer('mass_deletion_threshold').notNull().default(DEFAULT_SECURITY_THRESHOLDS.massDeletionThreshold),
    massDeletionWindowMinutes: integer('mass_deletion_window_minutes').notNull().default(DEFAULT_SECURITY_THRESHOLDS.massDeletionWindowMinutes),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  },
  () => [check('app_settings_single_row', sql`id = 1`)],
);

/** A banner every signed-in user sees while it is active (spec 02 §3 system alert). */
export const systemAlerts = pgTable(
  'system_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    content: text('content').notNull(),
    /** info, warning, critical. */
    type: text('type').notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('system_alerts_active_idx').on(t.active, t.createdAt),
    check('system_alerts_type_check', sql`${t.type} in ('info', 'warning', 'critical')`),
    check('system_alerts_content_length', sql`char_length(${t.content}) <= 1000`),
  ],
);

/** The suspicious-activity log (kinds in src/shared/admin/security-events.schema.ts). */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** The address typed at a failed sign-in, or the account's. */
    email: text('email'),
    ipAddress: text('ip_address'),
    country: text('country'),
    details: jsonb('details').$type<TSecurityEventDetails>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_events_created_idx').on(t.createdAt), index('security_events_kind_created_idx').on(t.kind, t.createdAt), index('security_events_user_idx').on(t.userId)],
);

/** Failed password sign-ins, one row each, kept a day: counted per typed email and per address. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_email_idx').on(t.email, t.createdAt), index('sign_in_failures_address_idx').on(t.ipAddress, t.createdAt)],
);

/** Every address (and its country) an account signed in from: a new one is worth an entry in the log. */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address').notNull(),
    country: text('country'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ipAddress] })],
);

/**
 * Records deleted per statement and owner, kept a day, written by a trigger on the CRM tables
 * (migration 0032): the mass-deletion entry sums them over the window.
 */
export const deletionLog = pgTable(
  'deletion_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    deleted: integer('deleted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deletion_log_user_idx').on(t.userId, t.createdAt)],
);
