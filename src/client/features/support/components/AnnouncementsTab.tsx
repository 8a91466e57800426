import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Megaphone } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TUserAnnouncement } from '@shared/announcements/announcements.schema';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ListEmpty, ListError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useRealtimeEvent } from '../../../lib/realtime';
import { MY_ANNOUNCEMENTS_KEY, useMarkAnnouncementRead, useMyAnnouncements } from '../../announcements/api/announcements.api';
import { ANNOUNCEMENT_CONTENT_STYLES } from '../../announcements/lib/content-styles';
import { sanitizeAnnouncementHtml } from '../../announcements/lib/sanitize';

function AnnouncementItem({ announcement, pending, onRead }: { announcement: TUserAnnouncement; pending: boolean; onRead: () => void }) {
  const { t, i18n } = useTranslation('support');
  const html = useMemo(() => sanitizeAnnouncementHtml(announcement.content), [announcement.content]);
  const titleId = `announcement-${announcement.id}`;
  return (
    <li>
      <Card
        className={cn('grid gap-3 p-4 sm:p-6', !announcement.isRead && 'border-primary/40 bg-primary/[0.03]')}
        aria-labelledby={titleId}
        data-testid="announcement-item"
        data-read={announcement.isRead}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-1">
            <h2 id={titleId} className="flex flex-wrap items-center gap-2 break-words text-base font-semibold">
              {announcement.title}
              {!announcement.isRead && <Badge>{t('announcements.new')}</Badge>}
            </h2>
            <p className="text-xs text-muted-foreground">
              {t('announcements.postedOn', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(announcement.createdAt)) })}
            </p>
          </div>
          {!announcement.isRead && (
            <Button variant="outline" size="sm" onClick={onRead} disabled={pending} data-testid="announcement-mark-read" aria-describedby={titleId}>
              <Check aria-hidden="true" />
              {t('announcements.markRead')}
            </Button>
          )}
        </div>
        <div className={ANNOUNCEMENT_CONTENT_STYLES} dangerouslySetInnerHTML={{ __html: html }} />
      </Card>
    </li>
  );
}

/** The announcements tab: every announcement for the user, unread ones marked, each readable in place. */
export function AnnouncementsTab() {
  const { t } = useTranslation('support');
  const queryClient = useQueryClient();
  const list = useMyAnnouncements();
  const markRead = useMarkAnnouncementRead();
  useRealtimeEvent('announcement.created', () => void queryClient.invalidateQueries({ queryKey: MY_ANNOUNCEMENTS_KEY }));

  if (list.isError) return <ListError message={t('announcements.loadError')} retryLabel={t('tickets.retry')} onRetry={() => void list.refetch()} />;
  if (!list.data) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (list.data.length === 0) return <ListEmpty icon={Megaphone} title={t('announcements.empty')} text={t('announcements.emptyText')} testId="announcements-empty" />;

  const unread = list.data.filter((a) => !a.isRead).length;
  return (
    <div className="grid gap-3">
      {unread > 0 && (
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="announcements-unread">
          {t('announcements.unread', { count: unread })}
        </p>
      )}
      <ul className="grid gap-3" aria-label={t('announcements.listLabel')}>
        {list.data.map((announcement) => (
          <AnnouncementItem
            key={announcement.id}
            announcement={announcement}
            pending={markRead.isPending && markRead.variables === announcement.id}
            onRead={() => markRead.mutate(announcement.id, { onError: () => toast.error(t('announcements.readFailed')) })}
          />
        ))}
      </ul>
    </div>
  );
}
