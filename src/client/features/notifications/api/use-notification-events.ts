import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime';
import type { TNotification } from '@shared/notifications/notifications.schema';
import { NOTIFICATIONS_KEY, applyCreated, applyDeleted, applyUpdated } from './notifications-cache';

/** Folds the user's notification events into the cache; after a reconnect, reloads what may have been missed. */
export function useNotificationEvents(): void {
  const queryClient = useQueryClient();
  const connectedBefore = useRef(false);
  useRealtimeEvent<TNotification>('notification.created', (notification) => applyCreated(queryClient, notification));
  useRealtimeEvent<TNotification>('notification.updated', (notification) => applyUpdated(queryClient, notification));
  useRealtimeEvent<{ id: string }>('notification.deleted', ({ id }) => applyDeleted(queryClient, [id]));
  useRealtimeEvent<{ ids: string[] }>('notifications.cleared', ({ ids }) => applyDeleted(queryClient, ids));
  useRealtimeEvent('ready', () => {
    if (connectedBefore.current) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    connectedBefore.current = true;
  });
}
