import type { TPage } from '@shared/common/pagination';
import { SETTINGS_DEFAULTS } from '@shared/common/settings';

export const NOTIFICATION_TYPES = ['achievement', 'goal_reminder', 'new_feature', 'system_update', 'support_ticket_reply', 'support_ticket'] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification as the API and the realtime events carry it. */
export interface TNotification {
  id: string;
  message: string;
  type: TNotificationType;
  link: string | null;
  isRead: boolean;
  announcementId: string | null;
  createdAt: string;
}

export type TNotificationPage = TPage<TNotification>;

/** The panel shows the newest few only (spec 01 §2.6). */
export const NOTIFICATIONS_SHOWN = SETTINGS_DEFAULTS.notificationsShown;

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
