import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPage } from '@shared/common/pagination';
import type { GOAL_FILTERS, TGoal, TGoalCreate, TGoalUpdate } from '@shared/goals/goals.schema';
import { api } from '../../../lib/api';

export const GOALS_PAGE_SIZE = 24;

export type TGoalFilter = (typeof GOAL_FILTERS)[number];

const GOALS_KEY = ['goals'] as const;

export function useGoals(filter: TGoalFilter, q: string, page: number) {
  return useQuery({
    queryKey: [...GOALS_KEY, 'list', filter, q, page],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ filter, page: String(page), pageSize: String(GOALS_PAGE_SIZE) });
      if (q) params.set('q', q);
      return api<TPage<TGoal>>('GET', `/api/goals?${params}`, undefined, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** Goal changes also move the dashboard's goal progress card. */
function useInvalidateGoals() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: GOALS_KEY }), queryClient.invalidateQueries({ queryKey: ['dashboard'] })]);
}

export function useCreateGoal() {
  const invalidate = useInvalidateGoals();
  return useMutation({
    mutationFn: (body: TGoalCreate) => api<TGoal>('POST', '/api/goals', body),
    onSuccess: invalidate,
  });
}

export function useUpdateGoal() {
  const invalidate = useInvalidateGoals();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TGoalUpdate }) => api<TGoal>('PATCH', `/api/goals/${id}`, body),
    onSuccess: invalidate,
  });
}

export type TGoalProgressBody = { currentValue: number } | { increment: number };

export function useGoalProgress() {
  const invalidate = useInvalidateGoals();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TGoalProgressBody }) => api<TGoal>('POST', `/api/goals/${id}/progress`, body),
    onSuccess: invalidate,
  });
}

export type TGoalAction = 'archive' | 'unarchive' | 'reset';

/** Archive, unarchive or reset a goal: each is a bodiless POST to `/api/goals/:id/<action>`. */
export function useGoalAction() {
  const invalidate = useInvalidateGoals();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: TGoalAction }) => api<TGoal>('POST', `/api/goals/${id}/${action}`, {}),
    onSuccess: invalidate,
  });
}

export function useDeleteGoal() {
  const invalidate = useInvalidateGoals();
  return useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/api/goals/${id}`),
    onSuccess: invalidate,
  });
}
