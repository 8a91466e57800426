import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TPage } from '@shared/common/pagination';
import { BOARD_CARDS_PER_STAGE } from '@shared/deals/deals.constants';
import type { TDeal, TDealActivity, TDealBoard, TDealCreate, TDealUpdate } from '@shared/deals/deals.schema';
import { api } from '../../../lib/api';
import { beginOwnChange, endOwnChange } from '../lib/own-changes';
import type { TDealFilterParams, TDealListParams } from '../lib/use-pipeline-params';

/** Grid and list pages: 24 fills rows of two, three and four cards alike. */
export const DEALS_PAGE_SIZE = 24;
const ACTIVITY_PAGE_SIZE = 50;

export const dealKeys = {
  all: ['deals'] as const,
  list: (params: TDealListParams) => ['deals', 'list', params] as const,
  board: (filters: TDealFilterParams) => ['deals', 'board', filters] as const,
  /** The cards of one column past the board's first ones. */
  column: (filters: TDealFilterParams, stage: string) => ['deals', 'column', filters, stage] as const,
  detail: (id: string) => ['deals', 'detail', id] as const,
  activity: (id: string) => ['deals', 'activity', id] as const,
};

/** The query string of `values`, leaving out empty ones. */
export function queryString(values: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== '') params.set(key, String(value));
  return params.toString();
}

export function useDealList(params: TDealListParams) {
  return useQuery({
    queryKey: dealKeys.list(params),
    queryFn: ({ signal }) => api<TPage<TDeal>>('GET', `/api/deals?${queryString({ ...params, pageSize: DEALS_PAGE_SIZE })}`, undefined, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDealBoard(filters: TDealFilterParams) {
  return useQuery({
    queryKey: dealKeys.board(filters),
    queryFn: ({ signal }) => api<TDealBoard>('GET', `/api/deals/board?${queryString({ ...filters })}`, undefined, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * A column's further cards, page by page of the board's size: page 2 follows the board's first
 * 25. Nothing is fetched until the column asks for more.
 */
export function useColumnMore(filters: TDealFilterParams, stage: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: dealKeys.column(filters, stage),
    queryFn: ({ signal, pageParam }) =>
      api<TPage<TDeal>>('GET', `/api/deals?${queryString({ ...filters, stage, page: pageParam, pageSize: BOARD_CARDS_PER_STAGE })}`, undefined, { signal }),
    initialPageParam: 2,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled,
  });
}

export function useDeal(id: string | null) {
  return useQuery({
    queryKey: dealKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api<TDeal>('GET', `/api/deals/${encodeURIComponent(id ?? '')}`, undefined, { signal }),
    enabled: !!id,
  });
}

/** The deal's history, newest first, a page at a time. */
export function useDealActivity(id: string) {
  return useInfiniteQuery({
    queryKey: dealKeys.activity(id),
    queryFn: ({ signal, pageParam }) =>
      api<TPage<TDealActivity>>('GET', `/api/deals/${encodeURIComponent(id)}/activity?${queryString({ page: pageParam, pageSize: ACTIVITY_PAGE_SIZE })}`, undefined, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** Deals also feed the dashboard's pipeline and the search results. */
export function invalidateDeals(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: dealKeys.all }), queryClient.invalidateQueries({ queryKey: ['dashboard'] })]);
}

/** Keeps the answer of a change in the detail's cache at once, then refreshes every view. */
function useSettle() {
  const queryClient = useQueryClient();
  return (deal?: TDeal) => {
    if (deal) queryClient.setQueryData(dealKeys.detail(deal.id), deal);
    return invalidateDeals(queryClient);
  };
}

export function useCreateDeal() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: TDealCreate) => api<TDeal>('POST', '/api/deals', body),
    onSuccess: (deal) => {
      endOwnChange(deal.id, deal.version);
      return settle(deal);
    },
  });
}

/**
 * Every change of a deal goes through here (the form, the detail, "Move to…" and drops): the
 * change is marked as this tab's, so its own live echo shows no toast.
 */
export async function patchDeal(id: string, body: TDealUpdate): Promise<TDeal> {
  beginOwnChange(id);
  try {
    const deal = await api<TDeal>('PATCH', `/api/deals/${encodeURIComponent(id)}`, body);
    endOwnChange(id, deal.version);
    return deal;
  } catch (error) {
    endOwnChange(id);
    throw error;
  }
}

export function useUpdateDeal() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TDealUpdate }) => patchDeal(id, body),
    onSuccess: (deal) => settle(deal),
  });
}

export function useDeleteDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      beginOwnChange(id);
      try {
        await api<void>('DELETE', `/api/deals/${encodeURIComponent(id)}`);
        endOwnChange(id, 'deleted');
      } catch (error) {
        endOwnChange(id);
        throw error;
      }
    },
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: dealKeys.detail(id) });
      return invalidateDeals(queryClient);
    },
  });
}
