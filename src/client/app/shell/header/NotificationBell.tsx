import { Bell, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';

/** The header bell and its panel (spec 01 §2.6: 350 px wide, at most 500 px high). */
export function NotificationBell({ unreadCount }: { unreadCount: number }) {
  const { t } = useTranslation('shell');
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" data-testid="notification-bell" aria-label={t('header.notifications')} title={t('header.notifications')}>
          <Bell />
          {unreadCount > 0 && (
            <span className="absolute right-2 top-2 size-2 rounded-full bg-destructive ring-2 ring-card" data-testid="notification-dot" aria-hidden="true" />
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="flex max-h-[500px] w-[350px] max-w-[calc(100vw-1rem)] flex-col p-0" data-testid="notification-panel">
        <h2 className="border-b px-4 py-3 text-sm font-semibold">{t('header.notifications')}</h2>
        <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-muted-foreground">
          <Inbox className="size-8 opacity-60" aria-hidden="true" />
          <p className="text-sm">{t('header.noNotifications')}</p>
        </div>
      </PopoverContent>
    </Popover>
  );
}
