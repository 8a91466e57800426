import { useCallback } from 'react';
import { keepPreviousData, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TDownlineNode, TDownlineStats } from '@shared/team/team.schema';
import { api } from '../../../lib/api';
import { TEAM_MEMBERS_KEY, queryString } from './team.api';

/** How many levels one expand fetches below the node. */
export const EXPAND_FETCH_DEPTH = 2;

function downlineQuery(rootId: string | null, depth: number) {
  return {
    queryKey: [...TEAM_MEMBERS_KEY, 'downline', rootId ?? 'front-line', depth],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api<TDownlineNode[]>('GET', `/api/team-members/downline${queryString({ rootId: rootId ?? undefined, depth })}`, undefined, { signal }),
  };
}

/** The first levels under `rootId` (null: the seller's front line, members without a sponsor). */
export function useDownline(rootId: string | null, depth: number) {
  const query = downlineQuery(rootId, depth);
  // Going deeper keeps the tree on screen; another root starts from a loading state.
  return useQuery({ ...query, placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === query.queryKey[2] ? previous : undefined) });
}

/** The children of each node expanded past what the tree loaded, fetched on demand. */
export function useDownlineBranches(ids: readonly string[]) {
  // A stable combine keeps the same maps while nothing changed, so the tree is not re-flattened.
  const combine = useCallback(
    (results: UseQueryResult<TDownlineNode[]>[]) => {
      const loaded = new Map<string, TDownlineNode[]>();
      const failed = new Set<string>();
      results.forEach((result, i) => {
        if (result.data) loaded.set(ids[i], result.data);
        else if (result.isError) failed.add(ids[i]);
      });
      return { loaded, failed, retry: (id: string) => void results[ids.indexOf(id)]?.refetch() };
    },
    [ids],
  );
  return useQueries({ queries: ids.map((id) => downlineQuery(id, EXPAND_FETCH_DEPTH)), combine });
}

export function useDownlineStats(rootId: string | null) {
  return useQuery({
    queryKey: [...TEAM_MEMBERS_KEY, 'downline-stats', rootId ?? 'front-line'],
    queryFn: ({ signal }) => api<TDownlineStats>('GET', `/api/team-members/downline/stats${queryString({ rootId: rootId ?? undefined })}`, undefined, { signal }),
    placeholderData: keepPreviousData,
  });
}
