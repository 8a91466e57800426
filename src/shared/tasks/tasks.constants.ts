export { PRIORITIES, type TPriority } from '../activities/activities.constants.js';

/** Task statuses of spec 02 §4. "overdue" is read from the due date, never written. */
export const TASK_STATUSES = ['pending', 'scheduled', 'inProgress', 'completed', 'overdue', 'archived'] as const;
export type TTaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_SETTABLE_STATUSES = ['pending', 'scheduled', 'inProgress', 'completed', 'archived'] as const;
export type TTaskSettableStatus = (typeof TASK_SETTABLE_STATUSES)[number];

export const TASK_RECURRENCES = ['none', 'daily', 'weekly', 'monthly'] as const;
export type TTaskRecurrence = (typeof TASK_RECURRENCES)[number];

/** Kanban columns (spec 02 §4): every status but completed and archived is "todo". */
export const TASK_COLUMNS = ['todo', 'done', 'archived'] as const;
export type TTaskColumn = (typeof TASK_COLUMNS)[number];

/** What a task may be about: one of the owner's people. */
export const TASK_LINK_TYPES = ['prospect', 'contact', 'teamMember'] as const;
export type TTaskLinkType = (typeof TASK_LINK_TYPES)[number];

export const TASK_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Files per task: with the free plan's task limit, this bounds what one account can store. */
export const TASK_ATTACHMENTS_PER_TASK_MAX = 20;
/** Types accepted for attachments, checked against the type read from the file's bytes. */
export const TASK_ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
  'text/csv',
] as const;

export const TASK_SUBTASKS_MAX = 50;
