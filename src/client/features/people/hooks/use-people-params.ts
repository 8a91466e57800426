import { PAGE_SIZE_DEFAULT } from '@shared/common/pagination';
import { PERSON_TYPES } from '@shared/people/people.schema';
import { oneOfParam, useListUrlParams } from '../../../lib/use-list-url-params';
import type { TPeopleParams } from '../api/people.api';

export const PEOPLE_PAGE_SIZES = [20, 50, 100] as const;

function pageSizeOf(value: string | null): number {
  const size = Number(value);
  return (PEOPLE_PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZE_DEFAULT;
}

function readParams(searchParams: URLSearchParams): Omit<TPeopleParams, 'page'> {
  return { pageSize: pageSizeOf(searchParams.get('pageSize')), q: searchParams.get('q') ?? '', type: oneOfParam(PERSON_TYPES, searchParams.get('type')) };
}

/** The default page size is left out of the address. */
const DEFAULTS = { pageSize: PAGE_SIZE_DEFAULT };

/** Search, type, page and page size live in the address, so back from a prospect returns here. */
export function usePeopleParams() {
  const { params, setFilters, setPage } = useListUrlParams<TPeopleParams>(readParams, DEFAULTS);
  return { params, setFilters, setPage, filtered: params.q !== '' || params.type !== '' };
}
