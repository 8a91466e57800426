import * as z from 'zod';
import { ZIsoDateTime, ZSortOf, ZTags, ZUuid, emptyToNull, optionalText, requiredText } from '../common/fields.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../common/pagination.js';
import { PRIORITIES, TASK_COLUMNS, TASK_RECURRENCES, TASK_SETTABLE_STATUSES, TASK_STATUSES, TASK_SUBTASKS_MAX, type TTaskColumn, type TTaskLinkType, type TTaskRecurrence, type TTaskStatus, type TPriority } from './tasks.constants.js';

export const TASK_MESSAGES = {
  titleRequired: 'Title is required',
  recurrenceNeedsDue: 'A recurring task needs a due date',
  overdueNotSettable: 'Overdue follows from the due date; choose another status',
  oneLink: 'Link the task to one person at most',
} as const;

const ZHours = emptyToNull(z.number().min(0, 'Hours cannot be negative').max(10_000)).optional();

const ZStatusInput = z.enum(TASK_STATUSES, { error: `Status must be one of: ${TASK_SETTABLE_STATUSES.join(', ')}` }).refine((s) => s !== 'overdue', TASK_MESSAGES.overdueNotSettable);

const taskFields = {
  title: requiredText(TASK_MESSAGES.titleRequired, 200),
  description: optionalText(5000),
  dueAt: emptyToNull(ZIsoDateTime).optional(),
  remindAt: emptyToNull(ZIsoDateTime).optional(),
  priority: z.enum(PRIORITIES, { error: `Priority must be one of: ${PRIORITIES.join(', ')}` }).default('medium'),
  recurrence: z.enum(TASK_RECURRENCES, { error: `Recurrence must be one of: ${TASK_RECURRENCES.join(', ')}` }).default('none'),
  status: ZStatusInput.default('pending'),
  tags: ZTags,
  estimatedHours: ZHours,
  actualHours: ZHours,
  assigneeId: emptyToNull(ZUuid).optional(),
  prospectId: emptyToNull(ZUuid).optional(),
  contactId: emptyToNull(ZUuid).optional(),
  teamMemberId: emptyToNull(ZUuid).optional(),
};

const oneLink = (v: { prospectId?: string | null; contactId?: string | null; teamMemberId?: string | null }) =>
  [v.prospectId, v.contactId, v.teamMemberId].filter(Boolean).length <= 1;

export const ZSubtaskInput = z.strictObject({ title: requiredText(TASK_MESSAGES.titleRequired, 200), done: z.boolean().default(false) });

export const ZTaskCreate = z
  .strictObject({ ...taskFields, subtasks: z.array(ZSubtaskInput).max(TASK_SUBTASKS_MAX).default([]) })
  .refine(oneLink, { message: TASK_MESSAGES.oneLink, path: ['prospectId'] })
  .refine((v) => v.recurrence === 'none' || Boolean(v.dueAt), { message: TASK_MESSAGES.recurrenceNeedsDue, path: ['recurrence'] });
export type TTaskCreate = z.infer<typeof ZTaskCreate>;

/** `PATCH /api/tasks/:id`. Completing is `{status: "completed"}` on every path (form, bulk, kanban). */
export const ZTaskUpdate = z
  .strictObject({
    ...taskFields,
    priority: taskFields.priority.unwrap().optional(),
    recurrence: taskFields.recurrence.unwrap().optional(),
    status: ZStatusInput.optional(),
    tags: ZTags.unwrap().optional(),
  })
  .partial()
  .refine(oneLink, { message: TASK_MESSAGES.oneLink, path: ['prospectId'] });
export type TTaskUpdate = z.infer<typeof ZTaskUpdate>;

export const TASK_BULK_ACTIONS = ['complete', 'uncomplete', 'delete', 'archive'] as const;
/** `POST /api/tasks/bulk`: `{action, ids}` → `{updated}` (ids not the caller's are skipped). */
export const ZTaskBulk = z.strictObject({
  action: z.enum(TASK_BULK_ACTIONS),
  ids: z.array(ZUuid).min(1, 'Choose at least one task').max(500, 'At most 500 tasks at once'),
});
export type TTaskBulk = z.infer<typeof ZTaskBulk>;

export const TASK_SORT_FIELDS = ['dueAt', 'createdAt', 'title', 'priority', 'status'] as const;
export const ZTaskListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  q: z.string().trim().max(200).optional(),
  status: z.enum(TASK_STATUSES).optional(),
  column: z.enum(TASK_COLUMNS).optional(),
  priority: z.enum(PRIORITIES).optional(),
  tag: z.string().trim().max(40).optional(),
  prospectId: ZUuid.optional(),
  contactId: ZUuid.optional(),
  teamMemberId: ZUuid.optional(),
  dueFrom: ZIsoDateTime.optional(),
  dueTo: ZIsoDateTime.optional(),
  sort: ZSortOf(TASK_SORT_FIELDS).default({ field: 'dueAt', direction: 'asc' }),
});
export type TTaskListQuery = z.infer<typeof ZTaskListQuery>;

/** `GET /api/tasks/board`: the kanban columns of the same filters, each capped, with its total. */
export const TASK_BOARD_COLUMN_LIMIT = 50;

export const ZSubtaskUpdate = z.strictObject({ title: requiredText(TASK_MESSAGES.titleRequired, 200), done: z.boolean() }).partial();
export const ZTaskCommentCreate = z.strictObject({ body: requiredText('Comment cannot be empty', 5000) });

export interface TTaskPersonLink {
  type: TTaskLinkType;
  id: string;
  name: string;
}

export interface TSubtask {
  id: string;
  title: string;
  done: boolean;
  position: number;
}

export interface TTaskComment {
  id: string;
  body: string;
  author: { id: string | null; name: string };
  createdAt: string;
}

export interface TTaskAttachment {
  id: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: string;
  /** `GET` this path to download (the owner only). */
  url: string;
}

export interface TTask {
  id: string;
  title: string;
  description: string | null;
  dueAt: string | null;
  remindAt: string | null;
  priority: TPriority;
  recurrence: TTaskRecurrence;
  /** The stored status, or "overdue" when past due and not completed or archived. */
  status: TTaskStatus;
  column: TTaskColumn;
  completedAt: string | null;
  tags: string[];
  estimatedHours: number | null;
  actualHours: number | null;
  assignee: { id: string; name: string } | null;
  linked: TTaskPersonLink | null;
  seriesId: string | null;
  subtaskCount: number;
  subtasksDone: number;
  commentCount: number;
  attachmentCount: number;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/tasks/:id`: the task with its subtasks, comments and attachments. */
export interface TTaskDetail extends TTask {
  subtasks: TSubtask[];
  comments: TTaskComment[];
  attachments: TTaskAttachment[];
}

/** `PATCH /api/tasks/:id` answers the task, and the next occurrence when completing made one. */
export interface TTaskUpdateResult extends TTask {
  nextOccurrence: TTask | null;
}

export interface TTaskBoard {
  columns: { column: TTaskColumn; total: number; items: TTask[] }[];
}
