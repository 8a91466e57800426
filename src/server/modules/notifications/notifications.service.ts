import type { TDb } from '../../db/client.js';
import type { TNotificationType } from '../../../shared/notifications/notifications.schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { pageOf } from '../../lib/list.js';
import type { TRealtime } from '../../plugins/realtime.js';
import { isLanguage, translatorFor } from '../../lib/i18n.js';
import { findProfileLanguage } from '../profile/profile.repository.js';
import { countUnread, deleteRead, findNotification, insertNotification, listNotifications, markRead, toNotification } from './notifications.repository.js';

export async function listMyNotifications(db: TDb, userId: string, page: { page: number; pageSize: number }, unreadOnly: boolean) {
  const { rows, total } = await listNotifications(db, userId, page, unreadOnly);
  return pageOf(rows.map(toNotification), total, page);
}

export const unreadCount = async (db: TDb, userId: string) => ({ count: await countUnread(db, userId) });

/** A text of `locales/<lang>/notifications.json` with its values. */
export type TNotificationText = { key: string; values?: Record<string, string> };

/** The text in the recipient's profile language (English without a profile), as it is stored. */
export async function notificationTextFor(db: TDb, userId: string, text: TNotificationText): Promise<string> {
  const language = await findProfileLanguage(db, userId);
  return translatorFor(language && isLanguage(language) ? language : 'en', 'notifications')(text.key, text.values);
}

/** Stores a notification for a user, written in their language, and pushes it to their open sockets. */
export async function notifyUser(db: TDb, realtime: TRealtime, userId: string, input: { text: TNotificationText; type: TNotificationType; link?: string | null }) {
  const message = await notificationTextFor(db, userId, input.text);
  const row = await insertNotification(db, { userId, message, type: input.type, link: input.link ?? null });
  const notification = toNotification(row);
  await realtime.publish({ to: { userIds: [userId] }, type: 'notification.created', data: notification });
  return notification;
}

export async function markNotificationRead(db: TDb, realtime: TRealtime, userId: string, id: string) {
  const [updated] = await markRead(db, userId, [id]);
  if (updated) {
    const notification = toNotification(updated);
    await realtime.publish({ to: { userIds: [userId] }, type: 'notification.updated', data: notification });
    return notification;
  }
  const existing = await findNotification(db, userId, id);
  if (!existing) throw notFound('Notification');
  return toNotification(existing);
}

export async function markAllRead(db: TDb, realtime: TRealtime, userId: string) {
  const rows = await markRead(db, userId);
  for (const row of rows) await realtime.publish({ to: { userIds: [userId] }, type: 'notification.updated', data: toNotification(row) });
  return { updated: rows.length };
}

/** Only read notifications can be deleted (spec 01 §4.5). */
export async function deleteNotification(db: TDb, realtime: TRealtime, userId: string, id: string): Promise<void> {
  const [deleted] = await deleteRead(db, userId, id);
  if (deleted) {
    await realtime.publish({ to: { userIds: [userId] }, type: 'notification.deleted', data: { id } });
    return;
  }
  if (await findNotification(db, userId, id)) throw new AppError('conflict', 'Mark the notification as read before deleting it');
  throw notFound('Notification');
}

export async function clearRead(db: TDb, realtime: TRealtime, userId: string) {
  const ids = await deleteRead(db, userId);
  if (ids.length) await realtime.publish({ to: { userIds: [userId] }, type: 'notifications.cleared', data: { ids } });
  return { deleted: ids.length };
}
