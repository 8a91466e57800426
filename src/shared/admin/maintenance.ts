/**
 * Maintenance mode as every page sees it. Zod-free: the API client and the shell import these,
 * and a schema here would ride along into every page's first download.
 */

/** Shown when maintenance mode is on without a message of the admin's own. */
export const DEFAULT_MAINTENANCE_MESSAGE = 'Upline is down for scheduled maintenance. Please try again shortly.';

/** The API's answer to a non-admin while maintenance mode is on: status 503, this code, the admin's message. */
export const MAINTENANCE_ERROR_CODE = 'maintenance';

/** Realtime event to every connected user when maintenance mode or its message changes; data is a TMaintenanceState. */
export const MAINTENANCE_CHANGED_EVENT = 'maintenance.changed';

/** Maintenance mode as everyone may read it (`GET /api/maintenance`, and the 503 answer's message). */
export interface TMaintenanceState {
  maintenanceMode: boolean;
  maintenanceMessage: string;
}
