import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT } from '@shared/common/pagination';
import { PERSON_TYPES, type TPersonType } from '@shared/people/people.schema';
import type { TPeopleParams } from '../api/people.api';

export const PEOPLE_PAGE_SIZES = [20, 50, 100] as const;

function typeOf(value: string | null): TPersonType | '' {
  return value !== null && (PERSON_TYPES as readonly string[]).includes(value) ? (value as TPersonType) : '';
}

function pageSizeOf(value: string | null): number {
  const size = Number(value);
  return (PEOPLE_PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZE_DEFAULT;
}

/** Search, type, page and page size live in the address, so back from a prospect returns here. */
export function usePeopleParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<TPeopleParams>(
    () => ({
      page: Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1),
      pageSize: pageSizeOf(searchParams.get('pageSize')),
      q: searchParams.get('q') ?? '',
      type: typeOf(searchParams.get('type')),
    }),
    [searchParams],
  );

  /** Another search, type or page size starts again at page 1. */
  const setFilters = useCallback(
    (change: Partial<Pick<TPeopleParams, 'q' | 'type' | 'pageSize'>>) =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(change)) {
            if (value && !(key === 'pageSize' && value === PAGE_SIZE_DEFAULT)) next.set(key, String(value));
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

  return { params, setFilters, setPage, filtered: params.q !== '' || params.type !== '' };
}
