import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  SUPPORT_UPDATED_EVENT,
  type TSupportTicket,
  type TTicketCreate,
  type TTicketDetail,
  type TTicketPage,
  type TTicketReply,
  type TTicketReplyCreate,
  type TTicketStatus,
} from '@shared/support/support.schema';
import { api } from '../../../lib/api';
import { useRealtimeEvent } from '../../../lib/realtime';

export const SUPPORT_KEY = ['support'] as const;

export interface TTicketListParams {
  status?: TTicketStatus;
  page: number;
  pageSize: number;
}

/** One page of the user's tickets, newest activity first. */
export function useMyTickets(params: TTicketListParams) {
  return useQuery({
    queryKey: [...SUPPORT_KEY, 'list', params],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
      if (params.status) search.set('status', params.status);
      return api<TTicketPage>('GET', `/api/support/tickets?${search}`, undefined, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** One ticket with its thread, oldest reply first; idle without an id. */
export function useTicket(id: string | null) {
  return useQuery({
    queryKey: [...SUPPORT_KEY, 'ticket', id],
    queryFn: ({ signal }) => api<TTicketDetail>('GET', `/api/support/tickets/${id}`, undefined, { signal }),
    enabled: !!id,
  });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTicketCreate) => api<TSupportTicket>('POST', '/api/support/tickets', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPORT_KEY }),
  });
}

export function useReplyToTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTicketReplyCreate) => api<TTicketReply>('POST', `/api/support/tickets/${ticketId}/replies`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPORT_KEY }),
  });
}

/**
 * Keeps open support screens current: a ticket answered, reopened or changed elsewhere reloads
 * the lists and threads; after a reconnect, whatever may have been missed is reloaded too.
 */
export function useSupportLive(): void {
  const queryClient = useQueryClient();
  const connectedBefore = useRef(false);
  useRealtimeEvent(SUPPORT_UPDATED_EVENT, () => void queryClient.invalidateQueries({ queryKey: SUPPORT_KEY }));
  useRealtimeEvent('ready', () => {
    if (connectedBefore.current) void queryClient.invalidateQueries({ queryKey: SUPPORT_KEY });
    connectedBefore.current = true;
  });
}
