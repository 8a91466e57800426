import { SAVED_VIEW_STATE_KEY, type TSavedViewScope, type TSavedViewState } from '@shared/saved-views/saved-views.schema';

/**
 * Parameters of a list's address that say where the seller is, not how the list is set up: a view
 * never saves them, and loading one drops them (the page, an open record, the calendar's month).
 */
export const TRANSIENT_PARAMS: Record<TSavedViewScope, readonly string[]> = {
  pipeline: ['page', 'deal'],
  tasks: ['page', 'task', 'month'],
  people: ['page'],
};

/** What a view of `scope` saves of the address: every setting but the transient ones, the last of a repeated name. */
export function viewStateOf(searchParams: URLSearchParams, scope: TSavedViewScope): TSavedViewState {
  const state: TSavedViewState = {};
  for (const [key, value] of searchParams) {
    if (value !== '' && SAVED_VIEW_STATE_KEY.test(key) && !TRANSIENT_PARAMS[scope].includes(key)) state[key] = value;
  }
  return state;
}

/** Whether two states set the same values, in any order. */
export function sameState(a: TSavedViewState, b: TSavedViewState): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}
