import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TCalendarItem, TCalendarItemCreate, TCalendarItemCreated, TCalendarItemKind, TCalendarRange } from '@shared/calendar/calendar.schema';
import { api } from '../../../lib/api';

export const CALENDAR_KEY = ['calendar'] as const;

const rangeKey = (from: string, to: string) => [...CALENDAR_KEY, 'range', from, to] as const;

/** Everything dated in the visible range, in one request whatever the view (never one per day). */
export function useCalendarRange(from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: rangeKey(from, to),
    queryFn: ({ signal }) => api<TCalendarRange>('GET', `/api/calendar?${new URLSearchParams({ from, to })}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The calendar shows tasks, activities and reminders: a change to one moves their lists and the dashboard's agenda too. */
function invalidateDatedViews(queryClient: QueryClient) {
  return Promise.all([CALENDAR_KEY, ['tasks'], ['activities'], ['follow-ups'], ['dashboard']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreateCalendarItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCalendarItemCreate) => api<TCalendarItemCreated>('POST', '/api/calendar/items', body),
    onSuccess: () => invalidateDatedViews(queryClient),
  });
}

export interface TReschedule {
  item: TCalendarItem;
  start: string;
}

/**
 * Moves an item to another day or time. The visible ranges show the move at once; if the server
 * refuses, they get their items back (the caller says so in a toast).
 */
export function useRescheduleItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, start }: TReschedule) => api<unknown>('PATCH', `/api/calendar/items/${item.kind satisfies TCalendarItemKind}/${item.id}`, { start }),
    onMutate: async ({ item, start }) => {
      await queryClient.cancelQueries({ queryKey: CALENDAR_KEY });
      const before = queryClient.getQueriesData<TCalendarRange>({ queryKey: CALENDAR_KEY });
      queryClient.setQueriesData<TCalendarRange>({ queryKey: CALENDAR_KEY }, (range) =>
        range && { ...range, items: range.items.map((other) => (other.kind === item.kind && other.id === item.id ? { ...other, start } : other)) },
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [queryKey, data] of context?.before ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSettled: () => invalidateDatedViews(queryClient),
  });
}
