import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAnnouncement } from '@shared/announcements/announcements.schema';
import type { TAlertCreate, TAlertUpdate, TSystemAlert } from '@shared/alerts/alerts.schema';
import type { TSecurityEvent, TSecurityEventKind } from '@shared/admin/security-events.schema';
import type { TAppSettings, TAppSettingsUpdate } from '@shared/admin/settings.schema';
import type { TPage } from '@shared/common/pagination';
import type { TSupportTicket, TTicketPage, TTicketStatus, TTicketUpdate } from '@shared/support/support.schema';
import { api } from '../../../../lib/api';
import { createResourceMutations } from '../../../../lib/resource-mutations';
import { SUPPORT_KEY } from '../../../support/api/support.api';

/** Under the support key, so replies and `support.updated` (which refresh that key) refresh it too. */
export const ADMIN_TICKETS_KEY = [...SUPPORT_KEY, 'admin'] as const;
export const ADMIN_ANNOUNCEMENTS_KEY = ['announcements', 'admin'] as const;
export const ADMIN_ALERTS_KEY = ['admin', 'alerts'] as const;
export const SECURITY_EVENTS_KEY = ['admin', 'security-events'] as const;
export const APP_SETTINGS_KEY = ['admin', 'settings'] as const;

/** A query string of the set values only (an empty filter is no filter). */
function queryOf(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}

export interface TAdminTicketParams {
  status: TTicketStatus | '';
  q: string;
  page: number;
  pageSize: number;
}

/** Every user's tickets, newest activity first. */
export function useAdminTickets(params: TAdminTicketParams) {
  return useQuery({
    queryKey: [...ADMIN_TICKETS_KEY, params],
    queryFn: ({ signal }) => api<TTicketPage>('GET', `/api/admin/tickets?${queryOf({ ...params })}`, undefined, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Sets a ticket's status or priority; lists and the open thread reload. */
export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TTicketUpdate }) => api<TSupportTicket>('PATCH', `/api/admin/tickets/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPORT_KEY }),
  });
}

/** Every announcement, newest first. */
export function useAdminAnnouncements() {
  return useQuery({
    queryKey: ADMIN_ANNOUNCEMENTS_KEY,
    queryFn: ({ signal }) => api<TAnnouncement[]>('GET', '/api/admin/announcements', undefined, { signal }),
  });
}

export const announcementMutations = createResourceMutations<TAnnouncement, Pick<TAnnouncement, 'title' | 'content' | 'targetAudience'>, Partial<Pick<TAnnouncement, 'title' | 'content' | 'targetAudience'>>>({
  path: '/api/admin/announcements',
  invalidates: [['announcements']],
});

/** Every system alert, active or not, newest first. */
export function useAdminAlerts() {
  return useQuery({
    queryKey: ADMIN_ALERTS_KEY,
    queryFn: ({ signal }) => api<TSystemAlert[]>('GET', '/api/admin/alerts', undefined, { signal }),
  });
}

export const alertMutations = createResourceMutations<TSystemAlert, TAlertCreate, TAlertUpdate>({
  path: '/api/admin/alerts',
  invalidates: [ADMIN_ALERTS_KEY],
});

export interface TSecurityEventParams {
  kind: TSecurityEventKind | '';
  q: string;
  page: number;
  pageSize: number;
}

/** The suspicious-activity log, newest first. */
export function useSecurityEvents(params: TSecurityEventParams) {
  return useQuery({
    queryKey: [...SECURITY_EVENTS_KEY, params],
    queryFn: ({ signal }) => api<TPage<TSecurityEvent>>('GET', `/api/admin/security-events?${queryOf({ ...params })}`, undefined, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAppSettings() {
  return useQuery({
    queryKey: APP_SETTINGS_KEY,
    queryFn: ({ signal }) => api<TAppSettings>('GET', '/api/admin/settings', undefined, { signal }),
  });
}

/** Saves the changed settings; the answer is the settings as they now stand. */
export function useUpdateAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAppSettingsUpdate) => api<TAppSettings>('PATCH', '/api/admin/settings', body),
    onSuccess: (settings) => queryClient.setQueryData(APP_SETTINGS_KEY, settings),
  });
}
