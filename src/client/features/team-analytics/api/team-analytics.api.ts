import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAnalyticsPeriod, TAnalyticsTab } from '@shared/team-analytics/team-analytics.constants';
import type { TAnalyticsAnswer, TTeamGoal, TTeamGoalCreate, TTeamGoalUpdate } from '@shared/team-analytics/team-analytics.schema';
import { api } from '../../../lib/api';

export const TEAM_ANALYTICS_KEY = ['team-analytics'] as const;

/** The answer of one tab, narrowed to that tab's shape. */
export type TTabAnswer<T extends TAnalyticsTab> = Extract<TAnalyticsAnswer, { tab: T }>;

/** One tab's figures; `enabled` is false without premium access. */
export function useTeamAnalytics<T extends TAnalyticsTab>(tab: T, period: TAnalyticsPeriod, enabled = true) {
  return useQuery({
    queryKey: [...TEAM_ANALYTICS_KEY, tab, period],
    queryFn: ({ signal }) => api<TTabAnswer<T>>('GET', `/api/team-analytics?tab=${tab}&period=${period}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Where the export dialog downloads a tab as CSV or PDF, in the interface language. */
export function teamAnalyticsExportUrl(options: { tab: TAnalyticsTab; period: TAnalyticsPeriod; format: 'csv' | 'pdf'; lang: string }): string {
  const search = new URLSearchParams({ format: options.format, tab: options.tab, period: String(options.period), lang: options.lang });
  return `/api/team-analytics/export?${search}`;
}

/** After a goal changes, every tab that shows goals or their figures is stale. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TEAM_ANALYTICS_KEY });
}

export function useCreateTeamGoal() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: TTeamGoalCreate) => api<TTeamGoal>('POST', '/api/team-goals', body), onSuccess: invalidate });
}

export function useUpdateTeamGoal() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: TTeamGoalUpdate }) => api<TTeamGoal>('PATCH', `/api/team-goals/${id}`, body), onSuccess: invalidate });
}

export function useDeleteTeamGoal() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api<void>('DELETE', `/api/team-goals/${id}`), onSuccess: invalidate });
}
