import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { TPage } from '@shared/common/pagination';
import type { TFunnelStage } from '@shared/funnel/funnel.rules';
import { FUNNEL_COLUMN_SIZE, type TFunnelBoard, type TFunnelCard, type TFunnelEvents, type TFunnelMoveResult } from '@shared/funnel/funnel.schema';
import { api } from '../../../lib/api';
import { moveOnBoard, type TPlacedCard } from '../lib/board';

export const funnelKeys = {
  all: ['funnel'] as const,
  board: (q: string) => ['funnel', 'board', q] as const,
  more: (stage: TFunnelStage, q: string) => ['funnel', 'more', stage, q] as const,
  events: (id: string) => ['funnel', 'events', id] as const,
};

/** The board: every stage with its count and first cards, of the prospects whose name holds `q`. */
export function useFunnelBoard(q: string, enabled: boolean) {
  return useQuery({
    queryKey: funnelKeys.board(q),
    queryFn: ({ signal }) => api<TFunnelBoard>('GET', `/api/funnel${q ? `?${new URLSearchParams({ q })}` : ''}`, undefined, { signal }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** A column's cards past the board's first ones, a page at a time (page 1 is the board's). */
export function useMoreCards(stage: TFunnelStage, q: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: funnelKeys.more(stage, q),
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ stage, page: String(pageParam), pageSize: String(FUNNEL_COLUMN_SIZE) });
      if (q) search.set('q', q);
      return api<TPage<TFunnelCard>>('GET', `/api/funnel/cards?${search}`, undefined, { signal });
    },
    initialPageParam: 2,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled,
  });
}

/** A prospect's funnel stage changes, newest first. */
export function useFunnelEvents(id: string | null) {
  return useQuery({
    queryKey: funnelKeys.events(id ?? ''),
    queryFn: ({ signal }) => api<TFunnelEvents>('GET', `/api/funnel/prospects/${encodeURIComponent(id!)}/events`, undefined, { signal }),
    enabled: !!id,
  });
}

/** After a move (here or in another tab): the board, the prospect's pages and the dashboard figures. */
export function invalidateFunnelViews(queryClient: QueryClient) {
  return Promise.all([funnelKeys.all, ['prospects'], ['dashboard']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export interface TFunnelMove extends TPlacedCard {
  to: TFunnelStage;
}

/**
 * A move: the card changes column at once, the PATCH stores it, and a refusal puts the card back
 * where it was (the caller says so in a toast).
 */
export function useMoveProspect(q: string) {
  const queryClient = useQueryClient();
  const boardKey = funnelKeys.board(q);
  return useMutation({
    mutationFn: ({ card, to }: TFunnelMove) => api<TFunnelMoveResult>('PATCH', `/api/funnel/prospects/${encodeURIComponent(card.id)}`, { stage: to }),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: funnelKeys.all });
      const previous: [QueryKey, unknown][] = [[boardKey, queryClient.getQueryData(boardKey)], ...queryClient.getQueriesData({ queryKey: ['funnel', 'more'] })];
      const board = queryClient.getQueryData<TFunnelBoard>(boardKey);
      if (board) queryClient.setQueryData(boardKey, moveOnBoard(board, move, move.to, new Date().toISOString()));
      // A card loaded with "show more" leaves that list too.
      queryClient.setQueriesData<{ pages: TPage<TFunnelCard>[] }>({ queryKey: ['funnel', 'more'] }, (data) =>
        data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((c) => c.id !== move.card.id) })) },
      );
      return { previous };
    },
    onError: (_error, _move, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => invalidateFunnelViews(queryClient),
  });
}
