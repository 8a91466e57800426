import type { TDb, TExecutor } from '../../db/client.js';
import type { TTaskBulk, TTaskUpdate, TTaskUpdateResult } from '../../../shared/tasks/tasks.schema.js';
import type { TTaskSettableStatus } from '../../../shared/tasks/tasks.constants.js';
import { notFound } from '../../lib/app-error.js';
import { copySubtasks } from './task-items.repository.js';
import { ownerSettings } from './task-owner.repository.js';
import { nextOccurrenceValues } from './task-recurrence.js';
import { removeStoredFiles } from './task-attachments.storage.js';
import { assertOwnPeople, updateValues } from './task-values.js';
import { deleteTaskRows, insertNextOccurrence, lockTasks, updateTaskRow, type TTaskRow } from './tasks.repository.js';
import { readTask } from './task-read.js';

/**
 * Applies a change to a task row locked by the caller's transaction. The one way a task becomes
 * completed (PATCH, bulk action, kanban drop): completing a recurring task inserts its next
 * occurrence, once, ever, whatever races it (the lock queues parallel completions; the unique
 * previous_id settles a complete, uncomplete, complete again). The next occurrence is not held to
 * the free-plan limit: completing a task must never fail for want of room.
 */
async function applyChange(tx: TExecutor, userId: string, row: TTaskRow, input: TTaskUpdate, timeZone: () => Promise<string>): Promise<string | null> {
  const updated = await updateTaskRow(tx, userId, row.id, updateValues(row, input, new Date()));
  if (!updated || row.status === 'completed' || updated.status !== 'completed') return null;
  const next = nextOccurrenceValues(updated, await timeZone());
  if (!next) return null;
  const nextId = await insertNextOccurrence(tx, userId, next);
  if (nextId) await copySubtasks(tx, userId, row.id, nextId);
  return nextId;
}

/** The owner's time zone, read at most once per transaction and only when a next occurrence needs it. */
function timeZoneOf(tx: TExecutor, userId: string): () => Promise<string> {
  let zone: Promise<string> | undefined;
  return () => (zone ??= ownerSettings(tx, userId).then((s) => s.timeZone));
}

/** `PATCH /api/tasks/:id`: the task, and the next occurrence when this completion made one. */
export async function updateTask(db: TDb, options: { userId: string; id: string; input: TTaskUpdate }): Promise<TTaskUpdateResult> {
  const { userId, id, input } = options;
  const nextId = await db.transaction(async (tx) => {
    const [row] = await lockTasks(tx, userId, [id]);
    if (!row) throw notFound('Task');
    await assertOwnPeople(tx, userId, input);
    return applyChange(tx, userId, row, input, timeZoneOf(tx, userId));
  });
  const task = await readTask(db, userId, id);
  return { ...task, nextOccurrence: nextId ? await readTask(db, userId, nextId) : null };
}

/** Moves a task to another due time (the calendar's drag and drop); a recurring one re-anchors its series there. */
export async function rescheduleTask(db: TDb, options: { userId: string; id: string; dueAt: Date | string }) {
  const { nextOccurrence: _none, ...task } = await updateTask(db, { userId: options.userId, id: options.id, input: { dueAt: new Date(options.dueAt).toISOString() } });
  return task;
}

/** The stored status each bulk action sets, and the rows it leaves as they are. */
const BULK_STATUS: Record<Exclude<TTaskBulk['action'], 'delete'>, { status: TTaskSettableStatus; appliesTo: (row: TTaskRow) => boolean }> = {
  complete: { status: 'completed', appliesTo: (row) => row.status !== 'completed' },
  uncomplete: { status: 'pending', appliesTo: (row) => row.status === 'completed' },
  archive: { status: 'archived', appliesTo: (row) => row.status !== 'archived' },
};

/**
 * `POST /api/tasks/bulk`: the action on the caller's tasks among `ids` (others are skipped);
 * answers how many changed. Completing goes through the same change as a PATCH.
 */
export async function bulkTasks(db: TDb, options: { userId: string; input: TTaskBulk; dataDir: string }): Promise<{ updated: number }> {
  const { userId, input, dataDir } = options;
  const ids = [...new Set(input.ids.map((id) => id.toLowerCase()))];
  if (input.action === 'delete') {
    const { deleted, storageKeys } = await db.transaction((tx) => deleteTaskRows(tx, userId, ids));
    await removeStoredFiles(dataDir, storageKeys);
    return { updated: deleted };
  }
  const { status, appliesTo } = BULK_STATUS[input.action];
  return db.transaction(async (tx) => {
    const rows = (await lockTasks(tx, userId, ids)).filter(appliesTo);
    const timeZone = timeZoneOf(tx, userId);
    for (const row of rows) await applyChange(tx, userId, row, { status }, timeZone);
    return { updated: rows.length };
  });
}

/** `DELETE /api/tasks/:id`: the task with its subtasks, comments and attachment files. */
export async function deleteTask(db: TDb, options: { userId: string; id: string; dataDir: string }): Promise<void> {
  const { deleted, storageKeys } = await db.transaction((tx) => deleteTaskRows(tx, options.userId, [options.id]));
  if (!deleted) throw notFound('Task');
  await removeStoredFiles(options.dataDir, storageKeys);
}
