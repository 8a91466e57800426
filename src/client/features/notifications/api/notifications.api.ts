import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { NOTIFICATIONS_SHOWN, type TNotification } from '@shared/notifications/notifications.schema';
import { readIds, removeNotifications, type TNotificationPage } from '../lib/notifications-list';
import { NOTIFICATIONS_LIST_KEY, UNREAD_COUNT_KEY, applyAllRead, applyDeleted, applyUpdated } from './notifications-cache';

export function useUnreadCount() {
  const query = useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: ({ signal }) => api<{ count: number }>('GET', '/api/notifications/unread-count', undefined, { signal }),
  });
  // Spec 01 §8: an unread-count failure is only logged.
  useEffect(() => {
    if (query.error) console.warn('Unread notification count failed', query.error);
  }, [query.error]);
  return query;
}

/** The newest notifications, loaded when the panel first opens and kept live by realtime events. */
export function useNotifications() {
  const { t } = useTranslation('notifications');
  const query = useQuery({
    queryKey: NOTIFICATIONS_LIST_KEY,
    queryFn: ({ signal }) => api<TNotificationPage>('GET', `/api/notifications?pageSize=${NOTIFICATIONS_SHOWN}`, undefined, { signal }),
  });
  useEffect(() => {
    if (query.error) toast.error(t('errors.fetch'), { id: 'notifications-fetch' });
  }, [query.error, t]);
  return query;
}

/** Deleting leaves room in the newest-20 window: refill it from the server once. */
function refillList(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_LIST_KEY });
}

export function useMarkNotificationRead() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<TNotification>('PATCH', `/api/notifications/${id}`, { isRead: true }),
    onSuccess: (notification) => applyUpdated(queryClient, notification),
    onError: () => toast.error(t('errors.markRead')),
  });
}

export function useMarkAllNotificationsRead() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ updated: number }>('POST', '/api/notifications/mark-all-read', {}),
    onSuccess: () => applyAllRead(queryClient),
    onError: () => toast.error(t('errors.markAllRead')),
  });
}

export function useDeleteNotification() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/api/notifications/${id}`),
    onSuccess: (_, id) => {
      applyDeleted(queryClient, [id]);
      refillList(queryClient);
    },
    onError: () => toast.error(t('errors.delete')),
  });
}

export function useClearReadNotifications() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ deleted: number }>('POST', '/api/notifications/clear-read', {}),
    onSuccess: () => {
      queryClient.setQueryData<TNotificationPage>(NOTIFICATIONS_LIST_KEY, (page) => page && removeNotifications(page, readIds(page)));
      refillList(queryClient);
    },
    onError: () => toast.error(t('errors.clearRead')),
  });
}
