import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAnnouncement, TUserAnnouncement } from '@shared/announcements/announcements.schema';
import { api } from '../../../lib/api';

export const UNREAD_ANNOUNCEMENTS_KEY = ['announcements', 'unread'] as const;
export const MY_ANNOUNCEMENTS_KEY = ['announcements', 'mine'] as const;

/** The user's unread announcements, newest first; the server applies the audience rules. */
export function useUnreadAnnouncements(enabled: boolean) {
  return useQuery({
    queryKey: UNREAD_ANNOUNCEMENTS_KEY,
    queryFn: ({ signal }) => api<TAnnouncement[]>('GET', '/api/announcements/unread', undefined, { signal }),
    enabled,
  });
}

/** The user's announcements, read and unread, newest first (the messages page's tab). */
export function useMyAnnouncements() {
  return useQuery({
    queryKey: MY_ANNOUNCEMENTS_KEY,
    queryFn: ({ signal }) => api<TUserAnnouncement[]>('GET', '/api/announcements', undefined, { signal }),
  });
}

/** Marks one read (the server also marks its notifications read) and drops it from the queue. */
export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>('POST', `/api/announcements/${id}/read`, {}),
    onSuccess: (_, id) => {
      queryClient.setQueryData<TAnnouncement[]>(UNREAD_ANNOUNCEMENTS_KEY, (list) => list?.filter((announcement) => announcement.id !== id));
      queryClient.setQueryData<TUserAnnouncement[]>(MY_ANNOUNCEMENTS_KEY, (list) => list?.map((announcement) => (announcement.id === id ? { ...announcement, isRead: true } : announcement)));
    },
  });
}
