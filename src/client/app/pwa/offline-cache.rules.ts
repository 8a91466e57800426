/**
 * What the service worker keeps for reading offline, shared by the worker's build
 * (vite.config.ts, which is why this file imports nothing) and the page that clears it.
 */

/** The one runtime cache of API answers; deleted at sign-out and when another user signs in. */
export const OFFLINE_CACHE_NAME = 'upline-offline-lists';

/**
 * The lists a seller reads on the road (prospects, contacts, tasks and their board, the calendar
 * range the agenda and calendar ask for), plus what the signed-in shell needs to show them: the
 * profile and the maintenance flag. Nothing of auth, admin or billing, and no single record.
 */
export const OFFLINE_READ_PATHS = ['/api/prospects', '/api/contacts', '/api/tasks', '/api/tasks/board', '/api/calendar', '/api/me', '/api/maintenance'] as const;

const escaped = OFFLINE_READ_PATHS.map((path) => path.replace(/[/]/g, '\\/')).join('|');

/**
 * Matches a full URL of one of those paths, with any query but a search (`q=`): the lists as last
 * seen, not one cache entry per search typed (which would also keep what was searched).
 */
export const OFFLINE_READ_PATTERN = new RegExp(`^[a-z]+:\\/\\/[^/]+(?:${escaped})(?:\\?(?!(?:[^#]*&)?q=)[^#]*)?$`);

/** The paths the service worker never answers with the app's page (the API has its own 404). */
export const NAVIGATION_DENYLIST = [/^\/api\//];
