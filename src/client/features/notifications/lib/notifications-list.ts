import type { TPage } from '@shared/common/pagination';
import { NOTIFICATIONS_SHOWN, type TNotification } from '@shared/notifications/notifications.schema';

export type TNotificationPage = TPage<TNotification>;

const newestFirst = (a: TNotification, b: TNotification) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** Inserts or replaces `notification`, keeping the page sorted newest first and capped. */
export function upsertNotification(page: TNotificationPage, notification: TNotification): TNotificationPage {
  const exists = page.items.some((item) => item.id === notification.id);
  const items = exists ? page.items.map((item) => (item.id === notification.id ? notification : item)) : [notification, ...page.items];
  return {
    ...page,
    items: items.sort(newestFirst).slice(0, NOTIFICATIONS_SHOWN),
    total: exists ? page.total : page.total + 1,
  };
}

export function removeNotifications(page: TNotificationPage, ids: readonly string[]): TNotificationPage {
  const gone = new Set(ids);
  const items = page.items.filter((item) => !gone.has(item.id));
  return { ...page, items, total: Math.max(0, page.total - (page.items.length - items.length)) };
}

export function markAllRead(page: TNotificationPage): TNotificationPage {
  return { ...page, items: page.items.map((item) => (item.isRead ? item : { ...item, isRead: true })) };
}

export const readIds = (page: TNotificationPage) => page.items.filter((item) => item.isRead).map((item) => item.id);
