import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { BellOff, CheckCheck, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRealtimeStatus } from '../../../lib/realtime';
import { cn } from '../../../lib/cn';
import {
  useClearReadNotifications,
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/notifications.api';
import { linkTarget } from '../lib/notification-link';
import type { TNotification } from '@shared/notifications/notifications.schema';
import { NotificationItem } from './NotificationItem';

/** Relative times are redrawn each minute while the panel is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function LiveStatus() {
  const { t } = useTranslation('notifications');
  const status = useRealtimeStatus();
  return (
    <span className="flex items-center gap-1.5 text-xs text-muted-foreground" title={t(`live.${status}`)} data-testid="realtime-status" data-status={status}>
      <span className={cn('size-2 rounded-full', status === 'open' ? 'bg-success' : status === 'connecting' ? 'bg-warning animate-pulse' : 'bg-muted-foreground/50')} aria-hidden="true" />
      <span className="sr-only">{t(`live.${status}`)}</span>
    </span>
  );
}

/** The panel's body: header actions and the newest notifications (spec 01 §2.6). */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const now = useMinuteClock();
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const clearRead = useClearReadNotifications();
  const items = list.data?.items ?? [];
  const hasUnread = items.some((item) => !item.isRead);
  const hasRead = items.some((item) => item.isRead);

  const open = (notification: TNotification) => {
    const target = linkTarget(notification.link, window.location.origin);
    if (!notification.isRead) markRead.mutate(notification.id);
    if (!target) return;
    onClose();
    if (target.kind === 'app') void navigate(target.path);
    else window.open(target.url, '_blank', 'noopener,noreferrer');
  };

  return (
    <>
      <div className="flex flex-col gap-1 border-b px-4 pb-2 pt-3">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-semibold">{t('title')}</h2>
          <LiveStatus />
        </div>
        <div className="flex flex-wrap items-center gap-1 -mx-2">
          <Button variant="ghost" size="sm" onClick={() => markAll.mutate()} disabled={!hasUnread || markAll.isPending} data-testid="notifications-mark-all">
            <CheckCheck aria-hidden="true" />
            {t('markAllRead')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => clearRead.mutate()} disabled={!hasRead || clearRead.isPending} data-testid="notifications-clear-read">
            <Trash2 aria-hidden="true" />
            {t('clearRead')}
          </Button>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {list.isPending ? (
          <div className="flex flex-col gap-3 p-4" aria-busy="true" aria-label={t('loading')}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-12 w-full" />
            ))}
          </div>
        ) : list.isError && !list.data ? (
          <div className="flex flex-col items-center gap-3 px-4 py-10 text-center" role="alert">
            <p className="text-sm">{t('errors.fetch')}</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-muted-foreground" data-testid="notifications-empty">
            <BellOff className="size-8 opacity-60" aria-hidden="true" />
            <p className="text-sm font-medium text-foreground">{t('empty')}</p>
            <p className="text-xs">{t('emptyText')}</p>
          </div>
        ) : (
          <ul aria-label={t('title')}>
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={now}
                onOpen={open}
                onMarkRead={(id) => markRead.mutate(id)}
                onDelete={(id) => remove.mutate(id)}
                busy={(markRead.isPending && markRead.variables === notification.id) || (remove.isPending && remove.variables === notification.id)}
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
