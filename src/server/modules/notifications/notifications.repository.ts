import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import type { TNotification } from '../../../shared/notifications/notifications.schema.js';
import { readPage } from '../../lib/list.js';

export type TNotificationRow = typeof notifications.$inferSelect;

export function toNotification(row: TNotificationRow): TNotification {
  return {
    id: row.id,
    message: row.message,
    type: row.type as TNotification['type'],
    link: row.link,
    isRead: row.isRead,
    announcementId: row.announcementId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listNotifications(db: TExecutor, userId: string, page: { page: number; pageSize: number }, unreadOnly: boolean) {
  const where = and(eq(notifications.userId, userId), unreadOnly ? eq(notifications.isRead, false) : undefined);
  const select = db.select().from(notifications).where(where).$dynamic();
  return readPage(db, { table: notifications, where, select, order: [desc(notifications.createdAt), desc(notifications.id)] }, page);
}

export async function countUnread(db: TExecutor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

export async function findNotification(db: TExecutor, userId: string, id: string) {
  const rows = await db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.id, id))).limit(1);
  return rows[0] ?? null;
}

export async function insertNotification(db: TExecutor, values: typeof notifications.$inferInsert): Promise<TNotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row;
}

export async function markRead(db: TExecutor, userId: string, ids?: string[]): Promise<TNotificationRow[]> {
  return db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false), ids ? inArray(notifications.id, ids) : undefined))
    .returning();
}

export async function markReadByAnnouncement(db: TExecutor, userId: string, announcementId: string): Promise<TNotificationRow[]> {
  return db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.announcementId, announcementId), eq(notifications.isRead, false)))
    .returning();
}

export async function deleteRead(db: TExecutor, userId: string, id?: string): Promise<string[]> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, true), id ? eq(notifications.id, id) : undefined))
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}
