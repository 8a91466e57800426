import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { ownerColumn, timestamps } from './common.js';
import { contacts } from './contacts.js';
import { prospects } from './prospects.js';
import { teamMembers } from './team.js';

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    title: text('title').notNull(),
    description: text('description'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** When the owner asked to be reminded; the scheduler notifies once and sets `remindedAt`. */
    remindAt: timestamp('remind_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    priority: text('priority').notNull().default('medium'),
    recurrence: text('recurrence').notNull().default('none'),
    /** Stored status; "overdue" is never stored, it is read from the due date. */
    status: text('status').notNull().default('pending'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    tags: text('tags').array().notNull().default([]),
    estimatedHours: numeric('estimated_hours', { precision: 7, scale: 2, mode: 'number' }),
    actualHours: numeric('actual_hours', { precision: 7, scale: 2, mode: 'number' }),
    /** A team member the task is handed to; null means the owner does it. */
    assigneeId: uuid('assignee_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    prospectId: uuid('prospect_id').references(() => prospects.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    teamMemberId: uuid('team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    /**
     * Recurrence: every occurrence of a series shares `seriesId` and the first due time
     * (`seriesAnchorAt`), and `occurrence` counts from 0, so the next due date is computed from
     * the anchor (Jan 31 monthly gives Feb 28, then Mar 31, not Mar 28).
     */
    seriesId: uuid('series_id'),
    seriesAnchorAt: timestamp('series_anchor_at', { withTimezone: true }),
    occurrence: integer('occurrence').notNull().default(0),
    /** The occurrence this one follows; unique, so completing twice never makes two next ones. */
    previousId: uuid('previous_id').references((): AnyPgColumn => tasks.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('tasks_owner_due_idx').on(t.userId, t.dueAt),
    index('tasks_owner_status_idx').on(t.userId, t.status, t.dueAt),
    index('tasks_owner_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('tasks_previous_uq').on(t.previousId),
    index('tasks_remind_due_idx').on(t.remindAt).where(sql`reminded_at IS NULL AND remind_at IS NOT NULL`),
    check('tasks_one_link', sql`num_nonnulls(${t.prospectId}, ${t.contactId}, ${t.teamMemberId}) <= 1`),
  ],
);

export const taskSubtasks = pgTable(
  'task_subtasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    done: boolean('done').notNull().default(false),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('task_subtasks_task_idx').on(t.taskId, t.position)],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId, t.createdAt)],
);

export const taskAttachments = pgTable(
  'task_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** The type read from the file's bytes, never the name or the browser's claim. */
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Path under DATA_DIR/attachments; never built from the uploaded name. */
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_attachments_task_idx').on(t.taskId)],
);
