import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT } from '@shared/common/pagination';
import { CONTACT_STATUSES, type TContactStatus } from '@shared/contacts/contacts.constants';
import type { TContactListParams } from '../api/contacts.api';

function statusOf(value: string | null): TContactStatus | '' {
  return value !== null && (CONTACT_STATUSES as readonly string[]).includes(value) ? (value as TContactStatus) : '';
}

/** Search, status and page live in the address, so a reload or a shared link shows the same list. */
export function useContactListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<TContactListParams>(
    () => ({
      page: Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1),
      pageSize: PAGE_SIZE_DEFAULT,
      q: searchParams.get('q') ?? '',
      status: statusOf(searchParams.get('status')),
    }),
    [searchParams],
  );

  /** A new search or filter starts again at page 1. */
  const setFilters = useCallback(
    (change: Partial<Pick<TContactListParams, 'q' | 'status'>>) =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(change)) {
            if (value) next.set(key, value);
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

  return { params, setFilters, setPage, filtered: params.q !== '' || params.status !== '' };
}
