import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TPage } from '@shared/common/pagination';
import type { TPriority, TTaskStatus } from '@shared/tasks/tasks.constants';
import type { TTask, TTaskBoard, TTaskBulk, TTaskCreate, TTaskDetail, TTaskUpdate, TTaskUpdateResult } from '@shared/tasks/tasks.schema';
import { api } from '../../../lib/api';
import { formatDueDate } from '../lib/format';

export const TASKS_PAGE_SIZE = 20;
/** The calendar reads a month in pages this large (the contract's maximum). */
export const CALENDAR_PAGE_SIZE = 100;

/** What every view filters by; the linked person is one of the three ids at most. */
export interface TTaskFilters {
  q: string;
  status: TTaskStatus | '';
  priority: TPriority | '';
  tag: string;
  prospectId: string;
  contactId: string;
  teamMemberId: string;
}

export interface TTaskListParams extends TTaskFilters {
  page: number;
  /** `field:asc|desc` of TASK_SORT_FIELDS. */
  sort: string;
}

export const taskKeys = {
  all: ['tasks'] as const,
  list: (params: TTaskListParams) => ['tasks', 'list', params] as const,
  board: (filters: TTaskFilters) => ['tasks', 'board', filters] as const,
  due: (filters: TTaskFilters, from: string, to: string) => ['tasks', 'due', filters, from, to] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
};

/** The query string of `values`, leaving out empty ones. */
export function queryString(values: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== '') params.set(key, String(value));
  return params.toString();
}

export function useTaskList(params: TTaskListParams) {
  return useQuery({
    queryKey: taskKeys.list(params),
    queryFn: ({ signal }) => api<TPage<TTask>>('GET', `/api/tasks?${queryString({ ...params, pageSize: TASKS_PAGE_SIZE })}`, undefined, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTaskBoard(filters: TTaskFilters) {
  return useQuery({
    queryKey: taskKeys.board(filters),
    queryFn: ({ signal }) => api<TTaskBoard>('GET', `/api/tasks/board?${queryString({ ...filters })}`, undefined, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every task due between `from` and `to` (ISO instants), read page after page. */
export async function fetchTasksDue(filters: TTaskFilters, from: string, to: string, signal?: AbortSignal): Promise<TTask[]> {
  const items: TTask[] = [];
  for (let page = 1; ; page += 1) {
    const query = queryString({ ...filters, dueFrom: from, dueTo: to, sort: 'dueAt:asc', page, pageSize: CALENDAR_PAGE_SIZE });
    const answer = await api<TPage<TTask>>('GET', `/api/tasks?${query}`, undefined, { signal });
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
}

export function useTasksDue(filters: TTaskFilters, from: string, to: string) {
  return useQuery({
    queryKey: taskKeys.due(filters, from, to),
    queryFn: ({ signal }) => fetchTasksDue(filters, from, to, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTask(id: string | null) {
  return useQuery({
    queryKey: taskKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api<TTaskDetail>('GET', `/api/tasks/${encodeURIComponent(id ?? '')}`, undefined, { signal }),
    enabled: !!id,
  });
}

/** Tasks also show in the calendar module. */
export function invalidateTasks(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: taskKeys.all }), queryClient.invalidateQueries({ queryKey: ['calendar'] })]);
}

function useInvalidateTasks() {
  const queryClient = useQueryClient();
  return () => invalidateTasks(queryClient);
}

/** "Next one scheduled for …" after completing a recurring task made its next occurrence. */
export function useNextOccurrenceToast() {
  const { t, i18n } = useTranslation('tasks');
  return (result: TTaskUpdateResult) => {
    const next = result.nextOccurrence;
    if (next?.dueAt) toast.success(t('toasts.nextOccurrence', { date: formatDueDate(next.dueAt, i18n.language) }));
  };
}

export function useCreateTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({ mutationFn: (body: TTaskCreate) => api<TTask>('POST', '/api/tasks', body), onSuccess: invalidate });
}

/** Every change of a task goes through here, so completing one anywhere announces its next occurrence. */
export function useUpdateTask() {
  const invalidate = useInvalidateTasks();
  const announce = useNextOccurrenceToast();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TTaskUpdate }) => api<TTaskUpdateResult>('PATCH', `/api/tasks/${id}`, body),
    onSuccess: (result) => {
      announce(result);
      return invalidate();
    },
  });
}

export function useDeleteTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({ mutationFn: (id: string) => api<void>('DELETE', `/api/tasks/${id}`), onSuccess: invalidate });
}

export function useDuplicateTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({ mutationFn: (id: string) => api<TTask>('POST', `/api/tasks/${id}/duplicate`, {}), onSuccess: invalidate });
}

export function useBulkTasks() {
  const invalidate = useInvalidateTasks();
  return useMutation({ mutationFn: (body: TTaskBulk) => api<{ updated: number }>('POST', '/api/tasks/bulk', body), onSuccess: invalidate });
}
