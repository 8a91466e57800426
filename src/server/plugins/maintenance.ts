import type { FastifyInstance } from 'fastify';
import { MAINTENANCE_ERROR_CODE, type TMaintenanceState } from '../../shared/admin/settings.schema.js';
import { maintenanceStateOf, readSettings } from '../modules/admin/settings.service.js';
import { sessionUserOf } from './session.js';

/** Another instance's change reaches this one within this time (the same instance's at once). */
const CACHE_MS = 2_000;

/**
 * Paths that keep answering during maintenance: signing in and out (admins must get in) with the
 * public settings the sign-in page reads and the landing page's marketing content, the state itself, health checks, the payment provider's
 * webhook (a payment must not be lost) and the socket (which tells open pages when maintenance ends).
 */
const OPEN_PATHS = ['/api/auth/', '/api/public/config', '/api/public/marketing', '/api/maintenance', '/api/health', '/api/billing/webhook', '/api/realtime'];

export interface TMaintenance {
  state(): Promise<TMaintenanceState>;
  /** Drops the cached state after a change made here. */
  forget(): void;
}

/** Maintenance mode: every other API request of a non-admin answers 503 with the admin's message. */
export function registerMaintenance(app: FastifyInstance): void {
  let cached: { at: number; state: Promise<TMaintenanceState> } | null = null;
  const maintenance: TMaintenance = {
    state() {
      if (!cached || Date.now() - cached.at > CACHE_MS) {
        const state = readSettings(app.db).then(maintenanceStateOf);
        cached = { at: Date.now(), state };
        state.catch(() => (cached = null));
      }
      return cached.state;
    },
    forget() {
      cached = null;
    },
  };
  app.decorate('maintenance', maintenance);

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    if (!path.startsWith('/api/') || OPEN_PATHS.some((open) => path.startsWith(open))) return;
    const state = await maintenance.state();
    if (!state.maintenanceMode) return;
    if ((await sessionUserOf(app, request))?.role === 'admin') return;
    return reply
      .status(503)
      .header('retry-after', '300')
      .send({ error: { code: MAINTENANCE_ERROR_CODE, message: state.maintenanceMessage } });
  });
}
