import type { FastifyInstance } from 'fastify';
import { ZAppSettingsUpdate } from '../../../shared/admin/settings.schema.js';
import { parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { readSettings, updateSettings } from './settings.service.js';

/** Anyone (signed in or not) may ask whether the service is in maintenance: the maintenance page polls it. */
export async function maintenanceRoutes(app: FastifyInstance) {
  app.get('/api/maintenance', async () => app.maintenance.state());
}

/** Maintenance mode and the suspicious-activity thresholds. */
export async function adminSettingsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireAdmin);

  app.get('/api/admin/settings', async () => readSettings(app.db));

  app.patch('/api/admin/settings', async (request) => {
    const input = parseInput(ZAppSettingsUpdate, request.body);
    const settings = await updateSettings({ db: app.db, realtime: app.realtime }, currentUser(request).id, input);
    app.maintenance.forget();
    return settings;
  });
}
