import { PAGE_SIZE_DEFAULT } from '@shared/common/pagination';
import { LEAD_SOURCES, PROSPECT_STATUSES } from '@shared/prospects/prospects.constants';
import { oneOfParam, useListUrlParams } from '../../../lib/use-list-url-params';
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

function readParams(searchParams: URLSearchParams): Omit<TProspectListParams, 'page'> {
  return {
    pageSize: PAGE_SIZE_DEFAULT,
    q: searchParams.get('q') ?? '',
    status: oneOfParam(PROSPECT_STATUSES, searchParams.get('status')),
    source: oneOfParam(LEAD_SOURCES, searchParams.get('source')),
    sort: oneOfParam(PROSPECT_SORTS, searchParams.get('sort')) || DEFAULT_PROSPECT_SORT,
  };
}

/** The default sort is left out of the address. */
const DEFAULTS = { sort: DEFAULT_PROSPECT_SORT };

/**
 * The list's search, filters, sort and page live in the address, so a reload, a shared link and
 * the way back from a prospect's page all show the same list.
 */
export function useProspectListParams() {
  const { params, setFilters, setPage } = useListUrlParams<TProspectListParams>(readParams, DEFAULTS);
  const filtered = params.q !== '' || params.status !== '' || params.source !== '';
  return { params, setFilters, setPage, filtered };
}
