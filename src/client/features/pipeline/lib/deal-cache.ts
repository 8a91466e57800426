import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { TPage } from '@shared/common/pagination';
import type { TDeal, TDealBoard } from '@shared/deals/deals.schema';
import { dealKeys } from '../api/deals.api';
import { moveOnBoard } from './board';

type TCached = TDeal | TDealBoard | TPage<TDeal> | InfiniteData<TPage<TDeal>> | undefined;

const kindOf = (key: readonly unknown[]) => key[1] as 'list' | 'board' | 'column' | 'detail' | 'activity';

const replaceIn = (items: TDeal[], after: TDeal) => items.map((item) => (item.id === after.id ? after : item));

/** The freshest copy of a deal any view holds (detail first, then board, columns and lists). */
export function findCachedDeal(queryClient: QueryClient, id: string): TDeal | null {
  let found: TDeal | null = queryClient.getQueryData<TDeal>(dealKeys.detail(id)) ?? null;
  for (const [key, data] of queryClient.getQueriesData<TCached>({ queryKey: dealKeys.all })) {
    if (!data) continue;
    let deal: TDeal | undefined;
    const kind = kindOf(key);
    if (kind === 'board') deal = (data as TDealBoard).stages.flatMap((column) => column.items).find((item) => item.id === id);
    else if (kind === 'list') deal = (data as TPage<TDeal>).items.find((item) => item.id === id);
    else if (kind === 'column') deal = (data as InfiniteData<TPage<TDeal>>).pages.flatMap((page) => page.items).find((item) => item.id === id);
    if (deal && (!found || deal.version > found.version)) found = deal;
  }
  return found;
}

/**
 * Shows `after` in place of `before` in every cached view at once: the board moves the card
 * between columns (sums included), lists and loaded columns replace the row, the detail shows it.
 */
export function showDealEverywhere(queryClient: QueryClient, before: TDeal, after: TDeal): void {
  for (const [key, data] of queryClient.getQueriesData<TCached>({ queryKey: dealKeys.all })) {
    if (!data) continue;
    const kind = kindOf(key);
    if (kind === 'board') queryClient.setQueryData<TDealBoard>(key, moveOnBoard(data as TDealBoard, before, after));
    else if (kind === 'list') {
      const page = data as TPage<TDeal>;
      queryClient.setQueryData<TPage<TDeal>>(key, { ...page, items: replaceIn(page.items, after) });
    } else if (kind === 'column') {
      const pages = data as InfiniteData<TPage<TDeal>>;
      queryClient.setQueryData<InfiniteData<TPage<TDeal>>>(key, { ...pages, pages: pages.pages.map((page) => ({ ...page, items: replaceIn(page.items, after) })) });
    }
  }
  if (queryClient.getQueryData(dealKeys.detail(after.id))) queryClient.setQueryData(dealKeys.detail(after.id), after);
}

/** Every cached deal view as it is now, to put back if a change fails. */
export function snapshotDeals(queryClient: QueryClient) {
  const saved = queryClient.getQueriesData({ queryKey: dealKeys.all });
  return () => {
    for (const [key, data] of saved) queryClient.setQueryData(key, data);
  };
}
