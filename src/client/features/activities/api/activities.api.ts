import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TActivity, TActivityCreate, TActivityMetrics, TActivityUpdate } from '@shared/activities/activities.schema';
import type { ACTIVITY_STATUSES, TActivityType } from '@shared/activities/activities.constants';
import type { TPage } from '@shared/common/pagination';
import { api } from '../../../lib/api';
import { createResourceMutations } from '../../../lib/resource-mutations';

export const ACTIVITIES_PAGE_SIZE = 20;

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

// A prospect's interaction count, last activity and timeline come from its activities.
const activityMutations = createResourceMutations<TActivity, TActivityCreate, TActivityUpdate>({ path: '/api/activities', invalidates: [ACTIVITIES_KEY, ['prospects']] });

export const useCreateActivity = activityMutations.useCreate;
export const useUpdateActivity = activityMutations.useUpdate;
export const useDeleteActivity = activityMutations.useDelete;
