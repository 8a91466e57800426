import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZSearchRequest, type TSearchCategory, type TSearchResponse } from '@shared/search/search.schema';
import { api } from '../../../lib/api';
import { useSession } from '../../auth/api/session';

/** The longest query the API takes; longer text is cut rather than refused. */
export const SEARCH_QUERY_MAX = ZSearchRequest.shape.query.maxLength ?? undefined;

/**
 * Searches the user's records. A blank query or an empty filter list makes no call, and neither
 * does a missing session (the caller shows "You must be logged in to search.").
 */
export function useSearch(query: string, filters: readonly TSearchCategory[]) {
  const session = useSession();
  const text = query.trim().slice(0, SEARCH_QUERY_MAX);
  const signedIn = !!session.data?.user;
  const search = useQuery({
    queryKey: ['search', text, filters],
    queryFn: async ({ signal }) => (await api<TSearchResponse>('POST', '/api/search', { query: text, filters }, { signal })).results,
    enabled: signedIn && text.length > 0 && filters.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  return { ...search, text, signedIn: signedIn || session.isPending };
}
