/**
 * Tasks (spec 02 §3, §4): list, kanban board and detail here; writes in the task-*.service.ts
 * files, one use case each.
 *
 * For other modules (the calendar imports these three and nothing else of this module):
 * - `createTask(db, { userId, input, limits })` → `TTask`: `input` is a parsed `TTaskCreate`
 *   (`ZTaskCreate.parse({ title, dueAt, remindAt, description, prospectId, ... })` fills the
 *   defaults), `limits` is `app.config.freePlanLimits`. 402 at the free-plan limit, 404 when a
 *   linked person is not the owner's, 400 for a recurrence without a due date.
 * - `rescheduleTask(db, { userId, id, dueAt })` → `TTask`: a new due time (Date or ISO string);
 *   404 when the task is not the owner's. A recurring task's series re-anchors there.
 * - `tasksInRange(db, userId, from, to, limit)` → `{ id, title, dueAt, status, priority, linked }[]`:
 *   the owner's tasks due in [from, to), soonest first, at most `limit`; `status` is the stored
 *   one (read "overdue" with `effectiveTaskStatus(status, dueAt)` from shared/tasks/tasks.rules).
 */
import type { TDb } from '../../db/client.js';
import { TASK_BOARD_COLUMN_LIMIT, type TTaskBoard, type TTaskDetail, type TTaskListQuery } from '../../../shared/tasks/tasks.schema.js';
import { TASK_COLUMNS } from '../../../shared/tasks/tasks.constants.js';
import { notFound } from '../../lib/app-error.js';
import { pageOf } from '../../lib/list.js';
import { listAttachments, listComments, listSubtasks, toAttachment } from './task-items.repository.js';
import { boardColumnStatement, boardTotalsStatement, findTask, listTasks, taskFilter, toTask, type TTaskFilters } from './tasks.repository.js';

export { createTask } from './task-create.service.js';
export { rescheduleTask } from './task-update.service.js';
export { tasksInRange } from './tasks.repository.js';

export async function listMyTasks(db: TDb, userId: string, query: TTaskListQuery) {
  const now = new Date();
  const { rows, total } = await listTasks(db, userId, query, now);
  return pageOf(
    rows.map((r) => toTask(r, now)),
    total,
    query,
  );
}

/** `GET /api/tasks/board`: the filtered tasks in their kanban columns, each capped, each with its total. */
export async function getTaskBoard(db: TDb, userId: string, filters: TTaskFilters): Promise<TTaskBoard> {
  const now = new Date();
  const where = taskFilter(userId, filters, now);
  const [totals, ...columns] = await Promise.all([boardTotalsStatement(db, where), ...TASK_COLUMNS.map((column) => boardColumnStatement(db, where, column, TASK_BOARD_COLUMN_LIMIT))]);
  return {
    columns: TASK_COLUMNS.map((column, i) => ({ column, total: Number(totals[0]?.[column] ?? 0), items: columns[i].map((r) => toTask(r, now)) })),
  };
}

export async function getTask(db: TDb, userId: string, id: string): Promise<TTaskDetail> {
  const row = await findTask(db, userId, id);
  if (!row) throw notFound('Task');
  const [subtasks, comments, attachments] = await Promise.all([listSubtasks(db, userId, id), listComments(db, userId, id), listAttachments(db, userId, id)]);
  return { ...toTask(row), subtasks, comments, attachments: attachments.map(toAttachment) };
}
