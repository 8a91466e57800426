import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TActivity, TActivityCreate, TActivityMetrics, TActivityUpdate } from '@shared/activities/activities.schema';
import type { ACTIVITY_STATUSES, TActivityType } from '@shared/activities/activities.constants';
import type { TPage } from '@shared/common/pagination';
import type { TProspect } from '@shared/prospects/prospects.schema';
import { api } from '../../../lib/api';

export const ACTIVITIES_PAGE_SIZE = 20;
/** How many prospects the picker offers per search. */
const PROSPECT_OPTIONS_SIZE = 10;

export interface TActivityFilters {
  q: string;
  type: TActivityType | '';
  status: (typeof ACTIVITY_STATUSES)[number] | '';
}

const ACTIVITIES_KEY = ['activities'] as const;

/** The query string of the list filters, leaving out empty ones. */
export function filterQuery(filters: TActivityFilters, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...extra, ...filters })) {
    if (value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** Where "Export CSV" downloads the activities matching the current filters. */
export function exportCsvUrl(filters: TActivityFilters): string {
  const query = filterQuery(filters);
  return `/api/activities/export.csv${query ? `?${query}` : ''}`;
}

export function useActivities(filters: TActivityFilters, page: number) {
  return useQuery({
    queryKey: [...ACTIVITIES_KEY, 'list', filters, page],
    queryFn: ({ signal }) =>
      api<TPage<TActivity>>('GET', `/api/activities?${filterQuery(filters, { page, pageSize: ACTIVITIES_PAGE_SIZE })}`, undefined, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useActivityMetrics() {
  return useQuery({
    queryKey: [...ACTIVITIES_KEY, 'metrics'],
    queryFn: ({ signal }) => api<TActivityMetrics>('GET', '/api/activities/metrics', undefined, { signal }),
  });
}

/** Prospects whose name matches `q`, for the activity's prospect picker. */
export function useProspectOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['prospects', 'options', q],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ pageSize: String(PROSPECT_OPTIONS_SIZE) });
      if (q) params.set('q', q);
      const page = await api<TPage<TProspect>>('GET', `/api/prospects?${params}`, undefined, { signal });
      return page.items.map((p) => ({ id: p.id, name: p.name }));
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

function useInvalidateActivities() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY });
}

export function useCreateActivity() {
  const invalidate = useInvalidateActivities();
  return useMutation({
    mutationFn: (body: TActivityCreate) => api<TActivity>('POST', '/api/activities', body),
    onSuccess: invalidate,
  });
}

export function useUpdateActivity() {
  const invalidate = useInvalidateActivities();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TActivityUpdate }) => api<TActivity>('PATCH', `/api/activities/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteActivity() {
  const invalidate = useInvalidateActivities();
  return useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/api/activities/${id}`),
    onSuccess: invalidate,
  });
}
