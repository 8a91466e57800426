import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';
import { useRealtimeEvent } from '../../../lib/realtime';
import { UNREAD_ANNOUNCEMENTS_KEY, useMarkAnnouncementRead, useUnreadAnnouncements } from '../api/announcements.api';
import { AnnouncementModal } from './AnnouncementModal';

/** Spec 01 §4.4: the first check waits about a second after sign-in, so the app settles first. */
export const ANNOUNCEMENT_CHECK_DELAY_MS = 1_000;

/** Checks for unread announcements after sign-in and whenever one arrives live; shows them one at a time. */
export function AnnouncementChecker() {
  const { t } = useTranslation('announcements');
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const unread = useUnreadAnnouncements(checking);
  const markRead = useMarkAnnouncementRead();

  useEffect(() => {
    const timer = setTimeout(() => setChecking(true), ANNOUNCEMENT_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useRealtimeEvent('announcement.created', () => {
    if (checking) void queryClient.invalidateQueries({ queryKey: UNREAD_ANNOUNCEMENTS_KEY });
  });

  // Spec 01 §8: announcement load errors are only logged.
  useEffect(() => {
    if (unread.error) console.warn('Unread announcements failed to load', unread.error);
  }, [unread.error]);

  const queue = (unread.data ?? []).filter((announcement) => !dismissed.has(announcement.id));
  const current = queue[0];
  const total = unread.data?.length ?? 0;

  return (
    <AnnouncementModal
      key={current?.id}
      announcement={current}
      position={{ current: total - queue.length + 1, total }}
      pending={markRead.isPending}
      onRead={(id) => markRead.mutate(id, { onError: () => toast.error(t('readFailed')) })}
      onDismiss={(id) => setDismissed((old) => new Set(old).add(id))}
    />
  );
}
