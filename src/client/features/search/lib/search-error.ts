import { ApiError } from '../../../lib/api';

/** What the search shows for a failure: a translation key, or the server's own message. */
export type TSearchError = { key: 'errors.notSignedIn' | 'errors.failed' | 'errors.requestFailed' } | { message: string };

/**
 * Spec 01 §8: no session → "You must be logged in to search."; a server error → its message, else
 * "Search failed". The advanced dialog reports a request that never got an answer with its own text.
 */
export function searchError(error: unknown, dialog: 'quick' | 'advanced'): TSearchError {
  if (error instanceof ApiError && error.status === 401) return { key: 'errors.notSignedIn' };
  if (error instanceof ApiError && error.status > 0) return error.message ? { message: error.message } : { key: 'errors.failed' };
  return { key: dialog === 'advanced' ? 'errors.requestFailed' : 'errors.failed' };
}
