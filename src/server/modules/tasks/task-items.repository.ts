import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { taskAttachments, taskComments, taskSubtasks, userProfiles } from '../../db/schema/index.js';
import type { TSubtask, TTaskAttachment, TTaskComment } from '../../../shared/tasks/tasks.schema.js';

export type TAttachmentRow = typeof taskAttachments.$inferSelect;

const toSubtask = (r: typeof taskSubtasks.$inferSelect): TSubtask => ({ id: r.id, title: r.title, done: r.done, position: r.position });

export function toAttachment(r: TAttachmentRow): TTaskAttachment {
  return {
    id: r.id,
    fileName: r.fileName,
    mimeType: r.mimeType,
    sizeBytes: r.sizeBytes,
    createdAt: r.createdAt.toISOString(),
    url: `/api/tasks/${r.taskId}/attachments/${r.id}`,
  };
}

const ofTask = (table: typeof taskSubtasks | typeof taskComments | typeof taskAttachments, userId: string, taskId: string) => and(eq(table.userId, userId), eq(table.taskId, taskId));

export async function listSubtasks(db: TExecutor, userId: string, taskId: string): Promise<TSubtask[]> {
  const rows = await db.select().from(taskSubtasks).where(ofTask(taskSubtasks, userId, taskId)).orderBy(asc(taskSubtasks.position), asc(taskSubtasks.createdAt), asc(taskSubtasks.id));
  return rows.map(toSubtask);
}

/** Subtasks appended after the task's last one, in the given order. */
export async function insertSubtasks(db: TExecutor, userId: string, taskId: string, list: { title: string; done: boolean }[]): Promise<TSubtask[]> {
  if (!list.length) return [];
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${taskSubtasks.position}) + 1, 0)::int` })
    .from(taskSubtasks)
    .where(ofTask(taskSubtasks, userId, taskId));
  const rows = await db
    .insert(taskSubtasks)
    .values(list.map((s, i) => ({ userId, taskId, title: s.title, done: s.done, position: Number(next) + i })))
    .returning();
  return rows.map(toSubtask);
}

/** The source's subtasks on another task, all not done (a new occurrence, a duplicate). */
export async function copySubtasks(db: TExecutor, userId: string, fromTaskId: string, toTaskId: string): Promise<void> {
  await db.execute(sql`
    insert into ${taskSubtasks} (user_id, task_id, title, done, position)
    select user_id, ${toTaskId}::uuid, title, false, position from ${taskSubtasks}
    where user_id = ${userId} and task_id = ${fromTaskId}::uuid`);
}

export async function countSubtasks(db: TExecutor, userId: string, taskId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(taskSubtasks).where(ofTask(taskSubtasks, userId, taskId));
  return row.n;
}

export async function updateSubtaskRow(db: TExecutor, userId: string, taskId: string, id: string, values: { title?: string; done?: boolean }): Promise<TSubtask | null> {
  const rows = await db
    .update(taskSubtasks)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofTask(taskSubtasks, userId, taskId), eq(taskSubtasks.id, id)))
    .returning();
  return rows[0] ? toSubtask(rows[0]) : null;
}

export async function deleteSubtaskRow(db: TExecutor, userId: string, taskId: string, id: string): Promise<boolean> {
  const rows = await db.delete(taskSubtasks).where(and(ofTask(taskSubtasks, userId, taskId), eq(taskSubtasks.id, id))).returning({ id: taskSubtasks.id });
  return rows.length > 0;
}

/** Comments oldest first, each with its author's current name from the profile. */
export async function listComments(db: TExecutor, userId: string, taskId: string, commentId?: string): Promise<TTaskComment[]> {
  const rows = await db
    .select({ comment: taskComments, authorName: userProfiles.name })
    .from(taskComments)
    .leftJoin(userProfiles, eq(userProfiles.userId, taskComments.authorId))
    .where(and(ofTask(taskComments, userId, taskId), commentId ? eq(taskComments.id, commentId) : undefined))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id));
  return rows.map(({ comment: c, authorName }) => ({ id: c.id, body: c.body, author: { id: c.authorId, name: authorName ?? '' }, createdAt: c.createdAt.toISOString() }));
}

export async function insertComment(db: TExecutor, userId: string, taskId: string, authorId: string, body: string): Promise<string> {
  const [row] = await db.insert(taskComments).values({ userId, taskId, authorId, body }).returning({ id: taskComments.id });
  return row.id;
}

export async function deleteCommentRow(db: TExecutor, userId: string, taskId: string, id: string): Promise<boolean> {
  const rows = await db.delete(taskComments).where(and(ofTask(taskComments, userId, taskId), eq(taskComments.id, id))).returning({ id: taskComments.id });
  return rows.length > 0;
}

export async function listAttachments(db: TExecutor, userId: string, taskId: string): Promise<TAttachmentRow[]> {
  return db.select().from(taskAttachments).where(ofTask(taskAttachments, userId, taskId)).orderBy(asc(taskAttachments.createdAt), asc(taskAttachments.id));
}

export async function countAttachments(db: TExecutor, userId: string, taskId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(taskAttachments).where(ofTask(taskAttachments, userId, taskId));
  return row.n;
}

export async function findAttachment(db: TExecutor, userId: string, taskId: string, id: string): Promise<TAttachmentRow | null> {
  const rows = await db.select().from(taskAttachments).where(and(ofTask(taskAttachments, userId, taskId), eq(taskAttachments.id, id))).limit(1);
  return rows[0] ?? null;
}

export async function insertAttachment(db: TExecutor, values: Omit<typeof taskAttachments.$inferInsert, 'id' | 'createdAt'>): Promise<TAttachmentRow> {
  const [row] = await db.insert(taskAttachments).values(values).returning();
  return row;
}

export async function deleteAttachmentRow(db: TExecutor, userId: string, taskId: string, id: string): Promise<TAttachmentRow | null> {
  const rows = await db.delete(taskAttachments).where(and(ofTask(taskAttachments, userId, taskId), eq(taskAttachments.id, id))).returning();
  return rows[0] ?? null;
}
