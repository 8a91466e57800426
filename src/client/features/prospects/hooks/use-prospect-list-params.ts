import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT } from '@shared/common/pagination';
import { LEAD_SOURCES, PROSPECT_STATUSES, type TLeadSource, type TProspectStatus } from '@shared/prospects/prospects.constants';
import type { TProspectListParams } from '../api/prospects.api';

/**
 * The sorts offered (fields of PROSPECT_SORT_FIELDS). Status is left out: its order is the
 * server's, which no label could describe in every language.
 */
export const PROSPECT_SORTS = [
  'createdAt:desc',
  'createdAt:asc',
  'updatedAt:desc',
  'lastName:asc',
  'lastName:desc',
  'firstName:asc',
  'firstName:desc',
  'leadScore:desc',
  'leadScore:asc',
  'lastContacted:desc',
  'lastContacted:asc',
] as const;

export const DEFAULT_PROSPECT_SORT = PROSPECT_SORTS[0];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
}

function validSort(value: string | null): string {
  return value !== null && (PROSPECT_SORTS as readonly string[]).includes(value) ? value : DEFAULT_PROSPECT_SORT;
}

type TFilterChange = Partial<Pick<TProspectListParams, 'q' | 'status' | 'source' | 'sort'>>;

/**
 * The list's search, filters, sort and page live in the address, so a reload, a shared link and
 * the way back from a prospect's page all show the same list.
 */
export function useProspectListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<TProspectListParams>(
    () => ({
      page: Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1),
      pageSize: PAGE_SIZE_DEFAULT,
      q: searchParams.get('q') ?? '',
      status: oneOf<TProspectStatus>(PROSPECT_STATUSES, searchParams.get('status')),
      source: oneOf<TLeadSource>(LEAD_SOURCES, searchParams.get('source')),
      sort: validSort(searchParams.get('sort')),
    }),
    [searchParams],
  );

  /** Any change of what is listed starts again at page 1. */
  const setFilters = useCallback(
    (change: TFilterChange) =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(change)) {
            if (value && !(key === 'sort' && value === DEFAULT_PROSPECT_SORT)) next.set(key, value);
            else next.delete(key);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number) =>
      setSearchParams((prev) => {
        const next = new URLSearchParams(prev);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      }),
    [setSearchParams],
  );

  const filtered = params.q !== '' || params.status !== '' || params.source !== '';
  return { params, setFilters, setPage, filtered };
}
