import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TChatSession, TChatSessionSummary, TAiUsage, TUserData } from '@shared/ai/chat.schema';
import type { TComplianceResult } from '@shared/ai/ai.schema';
import { api } from '../../../lib/api';

export const AI_KEY = ['ai'] as const;
export const AI_USAGE_KEY = [...AI_KEY, 'usage'] as const;
export const AI_SESSIONS_KEY = [...AI_KEY, 'sessions'] as const;

/** Who may chat, and the month's messages (`GET /api/ai/usage`). */
export function useAiUsage(enabled = true) {
  return useQuery({
    queryKey: AI_USAGE_KEY,
    queryFn: ({ signal }) => api<TAiUsage>('GET', '/api/ai/usage', undefined, { signal }),
    enabled,
    // Each answer spends a message: the count is refreshed from every `done` event, and read afresh on open.
    staleTime: 0,
  });
}

/** The records the data selector offers, searched on the server (`q` over name, company, full name and email). */
export function useUserData(q: string, enabled = true) {
  const query = q.trim();
  return useQuery({
    queryKey: [...AI_KEY, 'user-data', query],
    queryFn: ({ signal }) => api<TUserData>('GET', `/api/user-data${query ? `?${new URLSearchParams({ q: query })}` : ''}`, undefined, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useChatSessions(enabled = true) {
  return useQuery({
    queryKey: AI_SESSIONS_KEY,
    queryFn: ({ signal }) => api<TChatSessionSummary[]>('GET', '/api/ai/sessions', undefined, { signal }),
    enabled,
  });
}

export function fetchChatSession(id: string) {
  return api<TChatSession>('GET', `/api/ai/sessions/${encodeURIComponent(id)}`);
}

export function useRenameChatSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => api<TChatSessionSummary>('PATCH', `/api/ai/sessions/${encodeURIComponent(id)}`, { title }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AI_SESSIONS_KEY }),
  });
}

export function useDeleteChatSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/api/ai/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AI_SESSIONS_KEY }),
  });
}

/** The income and health claims of a message meant for a prospect (`POST /api/ai/compliance`). */
export function useComplianceCheck() {
  return useMutation({ mutationFn: (text: string) => api<TComplianceResult>('POST', '/api/ai/compliance', { text }) });
}
