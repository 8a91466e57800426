import type { QueryClient } from '@tanstack/react-query';
import type { TNotification } from '@shared/notifications/notifications.schema';
import { markAllRead, removeNotifications, upsertNotification, type TNotificationPage } from '../lib/notifications-list';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const NOTIFICATIONS_LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;
export const UNREAD_COUNT_KEY = [...NOTIFICATIONS_KEY, 'unread-count'] as const;

/*
 * Live events and mutation answers are folded into the cache here, so that neither triggers a
 * refetch. The unread count moves by comparing with the cached copy of the notification; when
 * the panel never loaded that copy, the change is inferred or, failing that, only the count is asked
 * for again (one request, deduplicated).
 */

function cached(queryClient: QueryClient, id: string): TNotification | undefined {
  return queryClient.getQueryData<TNotificationPage>(NOTIFICATIONS_LIST_KEY)?.items.find((item) => item.id === id);
}

function shiftUnread(queryClient: QueryClient, delta: number): void {
  if (delta === 0) return;
  if (queryClient.getQueryData(UNREAD_COUNT_KEY) === undefined) return;
  queryClient.setQueryData<{ count: number }>(UNREAD_COUNT_KEY, (old) => old && { count: Math.max(0, old.count + delta) });
}

function recountUnread(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }, { cancelRefetch: false });
}

function updateList(queryClient: QueryClient, update: (page: TNotificationPage) => TNotificationPage): void {
  queryClient.setQueryData<TNotificationPage>(NOTIFICATIONS_LIST_KEY, (page) => page && update(page));
}

export function applyCreated(queryClient: QueryClient, notification: TNotification): void {
  const known = cached(queryClient, notification.id);
  updateList(queryClient, (page) => upsertNotification(page, notification));
  if (known) shiftUnread(queryClient, Number(known.isRead) - Number(notification.isRead));
  else if (!notification.isRead) shiftUnread(queryClient, 1);
}

/**
 * Read is one-way and the server reports only real changes, so an update to read of a notification
 * outside the cached window (mark all read with more than 20 unread) also takes one off the count.
 */
export function applyUpdated(queryClient: QueryClient, notification: TNotification): void {
  const known = cached(queryClient, notification.id);
  updateList(queryClient, (page) => upsertNotification(page, notification));
  if (known) shiftUnread(queryClient, Number(known.isRead) - Number(notification.isRead));
  else if (notification.isRead) shiftUnread(queryClient, -1);
  else recountUnread(queryClient);
}

/** The API deletes read notifications only, so a deletion the cache does not know leaves the count alone. */
export function applyDeleted(queryClient: QueryClient, ids: readonly string[]): void {
  const unread = ids.filter((id) => cached(queryClient, id)?.isRead === false).length;
  updateList(queryClient, (page) => removeNotifications(page, ids));
  shiftUnread(queryClient, -unread);
}

export function applyAllRead(queryClient: QueryClient): void {
  updateList(queryClient, markAllRead);
  queryClient.setQueryData<{ count: number }>(UNREAD_COUNT_KEY, { count: 0 });
}
