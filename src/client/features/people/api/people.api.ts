import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPage } from '@shared/common/pagination';
import type { TPerson, TPersonType } from '@shared/people/people.schema';
import { api } from '../../../lib/api';

export interface TPeopleParams {
  page: number;
  pageSize: number;
  q: string;
  type: TPersonType | '';
}

export const peopleKeys = {
  all: ['people'] as const,
  list: (params: TPeopleParams) => ['people', 'list', params] as const,
};

function fetchPeople(params: TPeopleParams, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.q) search.set('q', params.q);
  if (params.type) search.set('type', params.type);
  return api<TPage<TPerson>>('GET', `/api/people?${search}`, undefined, { signal });
}

/** One page of the unified people list; the next page is fetched ahead so "Next" shows at once. */
export function usePeople(params: TPeopleParams) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: peopleKeys.list(params),
    queryFn: ({ signal }) => fetchPeople(params, signal),
    placeholderData: keepPreviousData,
  });

  const total = query.isPlaceholderData ? undefined : query.data?.total;
  useEffect(() => {
    if (total === undefined || params.page * params.pageSize >= total) return;
    const next = { ...params, page: params.page + 1 };
    void queryClient.prefetchQuery({ queryKey: peopleKeys.list(next), queryFn: ({ signal }) => fetchPeople(next, signal) });
  }, [queryClient, params, total]);

  return query;
}
