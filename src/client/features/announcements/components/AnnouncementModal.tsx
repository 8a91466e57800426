import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import type { TAnnouncement } from '@shared/announcements/announcements.schema';
import { sanitizeAnnouncementHtml } from '../lib/sanitize';

/** Styles for the few elements the sanitizer lets through, since the app has no typography plugin. */
const CONTENT_STYLES =
  'max-h-[60dvh] overflow-y-auto break-words text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:italic [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:text-xl [&_h1]:font-bold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-medium [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-2 [&_ul]:list-disc [&_ul]:pl-5 [&>*+*]:mt-3';

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
