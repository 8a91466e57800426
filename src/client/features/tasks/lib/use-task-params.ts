import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PRIORITIES, TASK_STATUSES, type TTaskLinkType } from '@shared/tasks/tasks.constants';
import { TASK_SORT_FIELDS } from '@shared/tasks/tasks.schema';
import { oneOfParam, useListUrlParams, useSearchParamSetter } from '../../../lib/use-list-url-params';
import type { TTaskFilters, TTaskListParams } from '../api/tasks.api';

export const TASK_VIEWS = ['list', 'kanban', 'calendar'] as const;
export type TTaskView = (typeof TASK_VIEWS)[number];

export const TASK_SORTS = TASK_SORT_FIELDS.flatMap((field) => [`${field}:asc`, `${field}:desc`] as const);
export const DEFAULT_TASK_SORT = 'dueAt:asc';

/** The filter of each kind of linked person, in the address as in the API. */
export const LINK_PARAMS: Record<TTaskLinkType, 'prospectId' | 'contactId' | 'teamMemberId'> = { prospect: 'prospectId', contact: 'contactId', teamMember: 'teamMemberId' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParam = (value: string | null) => (value && UUID.test(value) ? value : '');

function readParams(searchParams: URLSearchParams): Omit<TTaskListParams, 'page'> {
  return {
    q: searchParams.get('q') ?? '',
    status: oneOfParam(TASK_STATUSES, searchParams.get('status')),
    priority: oneOfParam(PRIORITIES, searchParams.get('priority')),
    tag: searchParams.get('tag') ?? '',
    prospectId: idParam(searchParams.get('prospectId')),
    contactId: idParam(searchParams.get('contactId')),
    teamMemberId: idParam(searchParams.get('teamMemberId')),
    sort: oneOfParam(TASK_SORTS, searchParams.get('sort')) || DEFAULT_TASK_SORT,
  };
}

const DEFAULTS = { sort: DEFAULT_TASK_SORT };

export const NO_TASK_FILTERS: TTaskFilters = { q: '', status: '', priority: '', tag: '', prospectId: '', contactId: '', teamMemberId: '' };

/** The filters of a parameter set, without its page and sort (what the board and the calendar read). */
export function filtersOf({ q, status, priority, tag, prospectId, contactId, teamMemberId }: TTaskFilters): TTaskFilters {
  return { q, status, priority, tag, prospectId, contactId, teamMemberId };
}

export function hasTaskFilters(filters: TTaskFilters): boolean {
  return Object.values(filtersOf(filters)).some((value) => value !== '');
}

/** The linked person filtered by, if any. */
export function linkFilterOf(filters: TTaskFilters): { type: TTaskLinkType; id: string } | null {
  for (const [type, param] of Object.entries(LINK_PARAMS) as [TTaskLinkType, (typeof LINK_PARAMS)[TTaskLinkType]][]) {
    if (filters[param]) return { type, id: filters[param] };
  }
  return null;
}

/**
 * The screen's state in the address: filters, sort and page (a reload, a shared link, the way back
 * keep them), the view, the calendar's month and the task open in the detail (`?task=<id>`, where
 * search results and notifications lead).
 */
export function useTaskParams() {
  const { params, setFilters, setPage } = useListUrlParams<TTaskListParams>(readParams, DEFAULTS);
  const [searchParams] = useSearchParams();
  const view: TTaskView = oneOfParam(TASK_VIEWS, searchParams.get('view')) || 'list';
  const month = /^\d{4}-\d{2}$/.test(searchParams.get('month') ?? '') ? searchParams.get('month')! : '';
  const openTaskId = idParam(searchParams.get('task')) || null;

  const setParam = useSearchParamSetter();

  return {
    params,
    filters: filtersOf(params),
    setFilters,
    setPage,
    view,
    setView: useCallback((next: TTaskView) => setParam('view', next === 'list' ? null : next), [setParam]),
    month,
    setMonth: useCallback((next: string) => setParam('month', next), [setParam]),
    openTaskId,
    openTask: useCallback((id: string | null) => setParam('task', id, id === null), [setParam]),
  };
}
