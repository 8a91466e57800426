import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import type { TAnnouncement } from '@shared/announcements/announcements.schema';
import { cn } from '../../../lib/cn';
import { ANNOUNCEMENT_CONTENT_STYLES } from '../lib/content-styles';
import { sanitizeAnnouncementHtml } from '../lib/sanitize';

/** The modal scrolls a long announcement inside itself. */
const CONTENT_STYLES = cn('max-h-[60dvh] overflow-y-auto', ANNOUNCEMENT_CONTENT_STYLES);

interface Props {
  announcement: TAnnouncement | undefined;
  position: { current: number; total: number };
  pending: boolean;
  onRead: (id: string) => void;
  /** Closed without "Got it": hidden until the next sign-in. */
  onDismiss: (id: string) => void;
}

export function AnnouncementModal({ announcement, position, pending, onRead, onDismiss }: Props) {
  const { t, i18n } = useTranslation('announcements');
  const html = useMemo(() => (announcement ? sanitizeAnnouncementHtml(announcement.content) : ''), [announcement]);
  if (!announcement) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(announcement.createdAt));

  return (
    <Dialog open onOpenChange={(open) => !open && onDismiss(announcement.id)}>
      <DialogContent data-testid="announcement-modal" className="max-w-xl">
        <DialogHeader className="pr-6">
          {position.total > 1 && <p className="text-xs font-medium uppercase tracking-wide text-primary">{t('position', position)}</p>}
          <DialogTitle>{announcement.title}</DialogTitle>
          <DialogDescription>{t('postedOn', { date })}</DialogDescription>
        </DialogHeader>
        <div className={CONTENT_STYLES} data-testid="announcement-content" dangerouslySetInnerHTML={{ __html: html }} />
        <DialogFooter>
          <Button onClick={() => onRead(announcement.id)} disabled={pending} data-testid="announcement-read">
            {t('gotIt')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
