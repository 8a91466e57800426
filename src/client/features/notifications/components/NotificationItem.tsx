import { Award, BellRing, Check, Handshake, ListChecks, LifeBuoy, Megaphone, MessageSquareReply, Sparkles, Target, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { TNotification, TNotificationType } from '@shared/notifications/notifications.schema';
import { formatRelativeTime } from '../../../lib/relative-time';

const TYPE_ICONS: Record<TNotificationType, LucideIcon> = {
  achievement: Award,
  goal_reminder: Target,
  new_feature: Sparkles,
  system_update: Megaphone,
  support_ticket_reply: MessageSquareReply,
  support_ticket: LifeBuoy,
  follow_up_due: BellRing,
  task_reminder: ListChecks,
  deal_follow_up: Handshake,
};

interface Props {
  notification: TNotification;
  now: number;
  onOpen: (notification: TNotification) => void;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
  busy: boolean;
}

export function NotificationItem({ notification, now, onOpen, onMarkRead, onDelete, busy }: Props) {
  const { t, i18n } = useTranslation('notifications');
  const Icon = TYPE_ICONS[notification.type] ?? Megaphone;
  const time = formatRelativeTime(notification.createdAt, now, i18n.language);
  const body = (
    <>
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary" title={t(`types.${notification.type}`)}>
        <Icon className="size-4" aria-hidden="true" />
        <span className="sr-only">{t(`types.${notification.type}`)}</span>
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('line-clamp-3 break-words text-sm', !notification.isRead && 'font-medium')}>{notification.message}</span>
        <time className="text-xs text-muted-foreground" dateTime={notification.createdAt} title={new Date(notification.createdAt).toLocaleString(i18n.language)}>
          {time}
        </time>
      </span>
    </>
  );

  return (
    <li
      className={cn('group relative flex items-start gap-1 border-b px-2 py-2 last:border-b-0', !notification.isRead && 'bg-primary/5')}
      data-testid="notification-item"
      data-read={notification.isRead}
    >
      <span
        className={cn('mt-3.5 size-2 shrink-0 rounded-full', notification.isRead ? 'bg-transparent' : 'bg-primary')}
        data-testid={notification.isRead ? undefined : 'notification-unread-marker'}
        aria-hidden="true"
      />
      {notification.link ? (
        <button
          type="button"
          className="flex min-w-0 flex-1 cursor-pointer items-start gap-3 rounded-md p-1 text-left hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => onOpen(notification)}
        >
          {body}
          {!notification.isRead && <span className="sr-only">{t('unread')}</span>}
        </button>
      ) : (
        <div className="flex min-w-0 flex-1 items-start gap-3 p-1">
          {body}
          {!notification.isRead && <span className="sr-only">{t('unread')}</span>}
        </div>
      )}
      <div className="flex shrink-0 flex-col gap-0.5">
        {notification.isRead ? (
          <Button variant="ghost" size="icon" className="size-7" onClick={() => onDelete(notification.id)} disabled={busy} aria-label={t('delete')} title={t('delete')} data-testid="notification-delete">
            <Trash2 />
          </Button>
        ) : (
          <Button variant="ghost" size="icon" className="size-7" onClick={() => onMarkRead(notification.id)} disabled={busy} aria-label={t('markRead')} title={t('markRead')} data-testid="notification-mark-read">
            <Check />
          </Button>
        )}
      </div>
    </li>
  );
}
