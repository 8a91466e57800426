import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPage } from '@shared/common/pagination';
import type { TFollowUp, TFollowUpCreate, TFollowUpListQuery, TFollowUpRulesUpdate, TFollowUpUpdate } from '@shared/follow-ups/follow-ups.schema';
import type { TFollowUpRules } from '@shared/follow-ups/follow-ups.rules';
import { api } from '../../../lib/api';
import { createResourceMutations } from '../../../lib/resource-mutations';

export const FOLLOW_UPS_KEY = ['follow-ups'] as const;
const RULES_KEY = [...FOLLOW_UPS_KEY, 'rules'] as const;

export type TFollowUpListParams = Pick<TFollowUpListQuery, 'status' | 'dueFrom' | 'dueTo' | 'q'> & { page: number; pageSize: number };

export function useFollowUps(params: TFollowUpListParams, enabled = true) {
  return useQuery({
    queryKey: [...FOLLOW_UPS_KEY, 'list', params],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
      for (const key of ['status', 'dueFrom', 'dueTo', 'q'] as const) if (params[key]) search.set(key, params[key]);
      return api<TPage<TFollowUp>>('GET', `/api/follow-ups?${search}`, undefined, { signal });
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One reminder, for `?reminder=<id>` (a notification's link). */
export function useFollowUp(id: string | null, enabled = true) {
  return useQuery({
    queryKey: [...FOLLOW_UPS_KEY, 'one', id],
    queryFn: ({ signal }) => api<TFollowUp>('GET', `/api/follow-ups/${id}`, undefined, { signal }),
    enabled: enabled && !!id,
    retry: false,
  });
}

/** Reminders also show on the calendar and in the dashboard's agenda. */
const followUpMutations = createResourceMutations<TFollowUp, TFollowUpCreate, TFollowUpUpdate>({ path: '/api/follow-ups', invalidates: [FOLLOW_UPS_KEY, ['calendar'], ['dashboard']] });

export const useCreateFollowUp = followUpMutations.useCreate;
export const useUpdateFollowUp = followUpMutations.useUpdate;
export const useDeleteFollowUp = followUpMutations.useDelete;

/** The automatic follow-up rules (Settings → Notifications); anyone may read them, only premium change them. */
export function useFollowUpRules() {
  return useQuery({ queryKey: RULES_KEY, queryFn: ({ signal }) => api<TFollowUpRules>('GET', '/api/follow-ups/rules', undefined, { signal }) });
}

export function useSaveFollowUpRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: TFollowUpRulesUpdate) => api<TFollowUpRules>('PUT', '/api/follow-ups/rules', rules),
    onSuccess: (rules) => {
      queryClient.setQueryData(RULES_KEY, rules);
      // Switching a rule off removes its open reminders from the lists, the calendar and the agenda.
      const views = [[...FOLLOW_UPS_KEY, 'list'], [...FOLLOW_UPS_KEY, 'one'], ['calendar'], ['dashboard']];
      return Promise.all(views.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
