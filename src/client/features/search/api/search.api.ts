import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSession } from '../../auth/api/session';

/** The categories `POST /api/search` knows, in the order the results are shown. */
export const SEARCH_CATEGORIES = ['contacts', 'prospects', 'teamMembers', 'deals', 'tasks', 'messages'] as const;
export type TSearchCategory = (typeof SEARCH_CATEGORIES)[number];

export const SEARCH_QUERY_MAX = 200;

export interface TSearchResult {
  id: string;
  label: string;
  description: string;
  url: string;
}

/** Only the requested categories are present, each best match first. */
export type TSearchResults = Partial<Record<TSearchCategory, TSearchResult[]>>;

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
    queryFn: async ({ signal }) => (await api<{ results: TSearchResults }>('POST', '/api/search', { query: text, filters }, { signal })).results,
    enabled: signedIn && text.length > 0 && filters.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  return { ...search, text, signedIn: signedIn || session.isPending };
}
