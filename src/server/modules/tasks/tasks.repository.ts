import { and, arrayContains, asc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../../db/client.js';
import { contacts, prospects, taskAttachments, taskComments, taskSubtasks, tasks, teamMembers } from '../../db/schema/index.js';
import { PRIORITIES, TASK_SETTABLE_STATUSES, type TTaskColumn, type TTaskSettableStatus, type TTaskStatus } from '../../../shared/tasks/tasks.constants.js';
import type { TTask, TTaskListQuery } from '../../../shared/tasks/tasks.schema.js';
import { effectiveTaskStatus, taskColumn } from '../../../shared/tasks/tasks.rules.js';
import { escapeLike, listTextOf, isoOrNull, readPage, SUBSTRING_MIN_LENGTH } from '../../lib/list.js';

export type TTaskRow = typeof tasks.$inferSelect;
export type TTaskValues = Omit<typeof tasks.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>;

const linkedMember = alias(teamMembers, 'linked_member');
const assignee = alias(teamMembers, 'assignee');
const nameOf = (first: AnyPgColumn, last: AnyPgColumn) => sql<string | null>`${first} || ' ' || ${last}`;
const countOf = (table: typeof taskSubtasks | typeof taskComments | typeof taskAttachments, extra?: SQL) =>
  sql<number>`(select count(*)::int from ${table} where ${table.taskId} = ${tasks.id}${extra ? sql` and ${extra}` : sql``})`;

/** The names of the person a task is about (at most one of the three is set). */
const linkNames = {
  prospectName: nameOf(prospects.firstName, prospects.lastName),
  contactName: nameOf(contacts.firstName, contacts.lastName),
  memberName: nameOf(linkedMember.firstName, linkedMember.lastName),
};

/** A task with what its card shows: the names it points at and the counts of its parts. */
const selection = {
  task: tasks,
  ...linkNames,
  assigneeName: nameOf(assignee.firstName, assignee.lastName),
  subtaskCount: countOf(taskSubtasks),
  subtasksDone: countOf(taskSubtasks, sql`${taskSubtasks.done}`),
  commentCount: countOf(taskComments),
  attachmentCount: countOf(taskAttachments),
};
export type TJoinedTask = { task: TTaskRow; prospectName: string | null; contactName: string | null; memberName: string | null; assigneeName: string | null; subtaskCount: number; subtasksDone: number; commentCount: number; attachmentCount: number };

const joined = (db: TExecutor) =>
  db
    .select(selection)
    .from(tasks)
    .leftJoin(prospects, eq(prospects.id, tasks.prospectId))
    .leftJoin(contacts, eq(contacts.id, tasks.contactId))
    .leftJoin(linkedMember, eq(linkedMember.id, tasks.teamMemberId))
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId));

function linkOf(t: TTaskRow, names: Pick<TJoinedTask, 'prospectName' | 'contactName' | 'memberName'>): TTask['linked'] {
  if (t.prospectId && names.prospectName) return { type: 'prospect', id: t.prospectId, name: names.prospectName };
  if (t.contactId && names.contactName) return { type: 'contact', id: t.contactId, name: names.contactName };
  if (t.teamMemberId && names.memberName) return { type: 'teamMember', id: t.teamMemberId, name: names.memberName };
  return null;
}

export function toTask(row: TJoinedTask, now = new Date()): TTask {
  const t = row.task;
  const stored = t.status as TTaskSettableStatus;
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    dueAt: isoOrNull(t.dueAt),
    remindAt: isoOrNull(t.remindAt),
    priority: t.priority as TTask['priority'],
    recurrence: t.recurrence as TTask['recurrence'],
    status: effectiveTaskStatus(stored, t.dueAt, now),
    column: taskColumn(stored),
    completedAt: isoOrNull(t.completedAt),
    tags: t.tags,
    estimatedHours: t.estimatedHours === null ? null : Number(t.estimatedHours),
    actualHours: t.actualHours === null ? null : Number(t.actualHours),
    assignee: t.assigneeId && row.assigneeName ? { id: t.assigneeId, name: row.assigneeName } : null,
    linked: linkOf(t, row),
    seriesId: t.seriesId,
    subtaskCount: Number(row.subtaskCount),
    subtasksDone: Number(row.subtasksDone),
    commentCount: Number(row.commentCount),
    attachmentCount: Number(row.attachmentCount),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** Open tasks, written as the partial index tasks_owner_open_due_idx (migration 0020) says it. */
const IS_OPEN = sql`${tasks.status} not in ('completed', 'archived')`;
const IS_DONE = sql`${tasks.status} = 'completed'`;
const IS_ARCHIVED = sql`${tasks.status} = 'archived'`;

export const COLUMN_FILTER: Record<TTaskColumn, SQL> = { todo: IS_OPEN, done: IS_DONE, archived: IS_ARCHIVED };

/** The effective status: overdue is an open task past due, and the other open statuses exclude it. */
function statusFilter(status: TTaskStatus, now: Date): SQL | undefined {
  if (status === 'overdue') return and(IS_OPEN, lt(tasks.dueAt, now));
  if (status === 'completed') return IS_DONE;
  if (status === 'archived') return IS_ARCHIVED;
  return and(eq(tasks.status, status), or(isNull(tasks.dueAt), gte(tasks.dueAt, now)));
}

/** What `q` searches: the stored `list_text` of the title and description (migration 0037), with its trigram index. */
const TASK_Q_TEXT = listTextOf(tasks);

function textFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (q.includes('\x1f')) return sql`false`;
  if ([...q].length < SUBSTRING_MIN_LENGTH) return sql`lower(${tasks.title}) like lower(${`${escapeLike(q)}%`})`;
  return sql`${TASK_Q_TEXT} like lower(${`%${escapeLike(q)}%`})`;
}

export type TTaskFilters = Omit<TTaskListQuery, 'page' | 'pageSize' | 'sort'>;

/** The list's filters; the due range is half-open, [dueFrom, dueTo). */
export function taskFilter(userId: string, query: TTaskFilters, now = new Date()): SQL | undefined {
  return and(
    eq(tasks.userId, userId),
    query.status ? statusFilter(query.status, now) : undefined,
    query.column ? COLUMN_FILTER[query.column] : undefined,
    query.priority ? eq(tasks.priority, query.priority) : undefined,
    query.tag ? arrayContains(tasks.tags, [query.tag]) : undefined,
    query.prospectId ? eq(tasks.prospectId, query.prospectId) : undefined,
    query.contactId ? eq(tasks.contactId, query.contactId) : undefined,
    query.teamMemberId ? eq(tasks.teamMemberId, query.teamMemberId) : undefined,
    query.dueFrom ? gte(tasks.dueAt, new Date(query.dueFrom)) : undefined,
    query.dueTo ? lt(tasks.dueAt, new Date(query.dueTo)) : undefined,
    textFilter(query.q),
  );
}

const rankOf = (values: readonly string[], column: AnyPgColumn) => sql`array_position(${sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`)}, ${column})`;
const DUE_ASC = sql`${tasks.dueAt} asc nulls last`;

/** ORDER BY of the list: every order ends on the id, so pages never overlap. */
export function taskOrder(sort: TTaskListQuery['sort']): SQL[] {
  const dir = sql.raw(sort.direction);
  switch (sort.field) {
    case 'dueAt':
      return [sql`${tasks.dueAt} ${dir} nulls last`, asc(tasks.id)];
    case 'createdAt':
      return [sql`${tasks.createdAt} ${dir}`, asc(tasks.id)];
    case 'title':
      return [sql`lower(${tasks.title}) ${dir}`, asc(tasks.id)];
    case 'priority':
      return [sql`${rankOf(PRIORITIES, tasks.priority)} ${dir}`, DUE_ASC, asc(tasks.id)];
    case 'status':
      return [sql`${rankOf(TASK_SETTABLE_STATUSES, tasks.status)} ${dir}`, DUE_ASC, asc(tasks.id)];
  }
}

/** The list page and its total as two statements (the bench runs them raw, side by side). */
export function taskListStatements(db: TExecutor, userId: string, query: TTaskListQuery, now = new Date()) {
  const where = taskFilter(userId, query, now);
  return { where, select: joined(db).where(where).$dynamic(), order: taskOrder(query.sort) };
}

export async function listTasks(db: TExecutor, userId: string, query: TTaskListQuery, now = new Date()) {
  const { where, select, order } = taskListStatements(db, userId, query, now);
  return readPage(db, { table: tasks, where, select, order }, query);
}

/** Each kanban column in its own order, matching its partial index (migration 0020). */
const COLUMN_ORDER: Record<TTaskColumn, SQL[]> = {
  todo: [DUE_ASC, asc(tasks.id)],
  done: [sql`${tasks.completedAt} desc`, asc(tasks.id)],
  archived: [sql`${tasks.updatedAt} desc`, asc(tasks.id)],
};

export function boardColumnStatement(db: TExecutor, where: SQL | undefined, column: TTaskColumn, limit: number) {
  return joined(db).where(and(where, COLUMN_FILTER[column])).orderBy(...COLUMN_ORDER[column]).limit(limit);
}

export function boardTotalsStatement(db: TExecutor, where: SQL | undefined) {
  return db
    .select({
      todo: sql<number>`count(*) filter (where ${IS_OPEN})::int`,
      done: sql<number>`count(*) filter (where ${IS_DONE})::int`,
      archived: sql<number>`count(*) filter (where ${IS_ARCHIVED})::int`,
    })
    .from(tasks)
    .where(where);
}

export async function findTask(db: TExecutor, userId: string, id: string): Promise<TJoinedTask | null> {
  const rows = await joined(db).where(and(eq(tasks.userId, userId), eq(tasks.id, id))).limit(1);
  return rows[0] ?? null;
}

/** The caller's tasks among `ids`, locked until the transaction ends, in id order (no deadlocks between two bulk actions). */
export async function lockTasks(db: TExecutor, userId: string, ids: string[]): Promise<TTaskRow[]> {
  if (!ids.length) return [];
  return db.select().from(tasks).where(and(eq(tasks.userId, userId), inArray(tasks.id, ids))).orderBy(asc(tasks.id)).for('update');
}

export async function insertTask(db: TExecutor, userId: string, values: TTaskValues): Promise<string> {
  const [row] = await db.insert(tasks).values({ ...values, userId }).returning({ id: tasks.id });
  return row.id;
}

/** The next occurrence of a series, unless one already follows `values.previousId`: the unique index decides, whoever asks. */
export async function insertNextOccurrence(db: TExecutor, userId: string, values: TTaskValues): Promise<string | null> {
  const rows = await db.insert(tasks).values({ ...values, userId }).onConflictDoNothing({ target: tasks.previousId }).returning({ id: tasks.id });
  return rows[0]?.id ?? null;
}

export async function updateTaskRow(db: TExecutor, userId: string, id: string, values: Partial<TTaskValues>): Promise<TTaskRow | null> {
  const rows = await db.update(tasks).set({ ...values, updatedAt: new Date() }).where(and(eq(tasks.userId, userId), eq(tasks.id, id))).returning();
  return rows[0] ?? null;
}

/**
 * Deletes the caller's tasks among `ids`; answers their attachments' storage keys (the files go
 * after the commit). The tasks are locked first, so an upload finishing meanwhile is either
 * listed here or finds its task gone.
 */
export async function deleteTaskRows(db: TExecutor, userId: string, ids: string[]): Promise<{ deleted: number; storageKeys: string[] }> {
  if (!ids.length) return { deleted: 0, storageKeys: [] };
  await lockTasks(db, userId, ids);
  const files = await db
    .select({ key: taskAttachments.storageKey })
    .from(taskAttachments)
    .where(and(eq(taskAttachments.userId, userId), inArray(taskAttachments.taskId, ids)));
  const rows = await db.delete(tasks).where(and(eq(tasks.userId, userId), inArray(tasks.id, ids))).returning({ id: tasks.id });
  return { deleted: rows.length, storageKeys: files.map((f) => f.key) };
}

/**
 * What the calendar shows of the owner's tasks due in [from, to), soonest first, at most `limit`:
 * the stored status (the caller reads overdue with effectiveTaskStatus) and the linked person.
 */
export async function tasksInRange(db: TExecutor, userId: string, from: Date, to: Date, limit: number) {
  const rows = await db
    .select({ task: tasks, ...linkNames })
    .from(tasks)
    .leftJoin(prospects, eq(prospects.id, tasks.prospectId))
    .leftJoin(contacts, eq(contacts.id, tasks.contactId))
    .leftJoin(linkedMember, eq(linkedMember.id, tasks.teamMemberId))
    .where(and(eq(tasks.userId, userId), gte(tasks.dueAt, from), lt(tasks.dueAt, to)))
    .orderBy(asc(tasks.dueAt), asc(tasks.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.task.id,
    title: r.task.title,
    dueAt: r.task.dueAt!,
    status: r.task.status as TTaskSettableStatus,
    priority: r.task.priority as TTask['priority'],
    linked: linkOf(r.task, r),
  }));
}
