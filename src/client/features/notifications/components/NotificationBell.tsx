import { useState } from 'react';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { useUnreadCount } from '../api/notifications.api';
import { useNotificationEvents } from '../api/use-notification-events';
import { NotificationPanel } from './NotificationPanel';

/** The header bell: a red dot while anything is unread, and the notifications panel (spec 01 §2.6). */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount().data?.count ?? 0;
  useNotificationEvents();
  const label = unread > 0 ? t('bellUnread', { count: unread }) : t('title');

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" data-testid="notification-bell" aria-label={label} title={label}>
          <Bell />
          {unread > 0 && <span className="absolute right-2 top-2 size-2 rounded-full bg-destructive ring-2 ring-card" data-testid="notification-dot" aria-hidden="true" />}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="flex max-h-[min(500px,calc(100dvh-5rem))] w-[350px] max-w-[calc(100vw-1rem)] flex-col p-0" data-testid="notification-panel">
        <NotificationPanel onClose={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
