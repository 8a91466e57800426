import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEAL_STATUSES, type TDealStatus } from '@shared/deals/deals.constants';
import { DEAL_SORT_FIELDS } from '@shared/deals/deals.schema';
import { oneOfParam, useListUrlParams, useSearchParamSetter } from '../../../lib/use-list-url-params';

export const PIPELINE_VIEWS = ['kanban', 'funnel', 'grid', 'list'] as const;
export type TPipelineView = (typeof PIPELINE_VIEWS)[number];

export const DEAL_SORTS = DEAL_SORT_FIELDS.flatMap((field) => [`${field}:asc`, `${field}:desc`] as const);
export const DEFAULT_DEAL_SORT = 'createdAt:desc';

/** What every view filters by, as the address and the API spell it ('' when not filtered). */
export interface TDealFilterParams {
  q: string;
  stage: string;
  status: TDealStatus | '';
  /** Comma-separated; a deal with any of them matches. */
  tags: string;
  createdFrom: string;
  createdTo: string;
  closeFrom: string;
  closeTo: string;
}

export interface TDealListParams extends TDealFilterParams {
  page: number;
  /** `field:asc|desc` of DEAL_SORT_FIELDS. */
  sort: string;
}

export const NO_DEAL_FILTERS: TDealFilterParams = { q: '', stage: '', status: '', tags: '', createdFrom: '', createdTo: '', closeFrom: '', closeTo: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dayParam = (value: string | null) => (value && DAY.test(value) ? value : '');
const textParam = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

function readParams(searchParams: URLSearchParams): Omit<TDealListParams, 'page'> {
  return {
    q: textParam(searchParams.get('q'), 200),
    stage: textParam(searchParams.get('stage'), 40),
    status: oneOfParam(DEAL_STATUSES, searchParams.get('status')),
    tags: textParam(searchParams.get('tags'), 400),
    createdFrom: dayParam(searchParams.get('createdFrom')),
    createdTo: dayParam(searchParams.get('createdTo')),
    closeFrom: dayParam(searchParams.get('closeFrom')),
    closeTo: dayParam(searchParams.get('closeTo')),
    sort: oneOfParam(DEAL_SORTS, searchParams.get('sort')) || DEFAULT_DEAL_SORT,
  };
}

const DEFAULTS = { sort: DEFAULT_DEAL_SORT };

/** The filters of a parameter set, without its page and sort (what the board and the funnel read). */
export function filtersOf({ q, stage, status, tags, createdFrom, createdTo, closeFrom, closeTo }: TDealFilterParams): TDealFilterParams {
  return { q, stage, status, tags, createdFrom, createdTo, closeFrom, closeTo };
}

export function hasDealFilters(filters: TDealFilterParams): boolean {
  return Object.values(filtersOf(filters)).some((value) => value !== '');
}

/** How many of the four date bounds are set (the dates popover's badge). */
export function dateFilterCount(filters: TDealFilterParams): number {
  return [filters.createdFrom, filters.createdTo, filters.closeFrom, filters.closeTo].filter(Boolean).length;
}

/**
 * The screen's state in the address: filters, sort and page (a reload, a shared link and the way
 * back keep them), the view, and the deal open in the detail (`?deal=<id>`, where search results
 * lead).
 */
export function usePipelineParams() {
  const { params, setFilters, setPage } = useListUrlParams<TDealListParams>(readParams, DEFAULTS);
  const [searchParams] = useSearchParams();
  const view: TPipelineView = oneOfParam(PIPELINE_VIEWS, searchParams.get('view')) || 'kanban';
  const deal = searchParams.get('deal');
  const openDealId = deal && UUID.test(deal) ? deal : null;

  const setParam = useSearchParamSetter();

  return {
    params,
    filters: filtersOf(params),
    setFilters,
    setPage,
    view,
    setView: useCallback((next: TPipelineView) => setParam('view', next === 'kanban' ? null : next), [setParam]),
    openDealId,
    openDeal: useCallback((id: string | null) => setParam('deal', id, id === null), [setParam]),
  };
}
