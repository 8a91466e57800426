import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TPage } from '@shared/common/pagination';
import type { GOAL_FILTERS, TGoal, TGoalCreate, TGoalUpdate } from '@shared/goals/goals.schema';
import { api } from '../../../lib/api';
import { createResourceMutations } from '../../../lib/resource-mutations';

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
const goalMutations = createResourceMutations<TGoal, TGoalCreate, TGoalUpdate>({ path: '/api/goals', invalidates: [GOALS_KEY, ['dashboard']] });

export const useCreateGoal = goalMutations.useCreate;
export const useUpdateGoal = goalMutations.useUpdate;
export const useDeleteGoal = goalMutations.useDelete;

export type TGoalProgressBody = { currentValue: number } | { increment: number };

export function useGoalProgress() {
  const invalidate = goalMutations.useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TGoalProgressBody }) => api<TGoal>('POST', `/api/goals/${id}/progress`, body),
    onSuccess: invalidate,
  });
}

export type TGoalAction = 'archive' | 'unarchive' | 'reset';

/** Archive, unarchive or reset a goal: each is a bodiless POST to `/api/goals/:id/<action>`. */
export function useGoalAction() {
  const invalidate = goalMutations.useInvalidate();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: TGoalAction }) => api<TGoal>('POST', `/api/goals/${id}/${action}`, {}),
    onSuccess: invalidate,
  });
}
