import type { FastifyInstance } from 'fastify';
import { ZAlertCreate, ZAlertUpdate } from '../../../shared/alerts/alerts.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { createAlert, deleteAlert, listActiveAlerts, listAllAlerts, updateAlert } from './alerts.service.js';

/** The banners every signed-in user sees. */
export async function alertsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);
  app.get('/api/alerts', async () => listActiveAlerts(app.db));
}

/** Admins write the system alerts. */
export async function adminAlertsRoutes(app: FastifyInstance) {
  const deps = { db: app.db, realtime: app.realtime };
  app.addHook('preHandler', app.requireAdmin);

  app.get('/api/admin/alerts', async () => listAllAlerts(app.db));

  app.post('/api/admin/alerts', async (request, reply) => {
    const input = parseInput(ZAlertCreate, request.body);
    reply.status(201);
    return createAlert(deps, currentUser(request).id, input);
  });

  app.patch('/api/admin/alerts/:id', async (request) => {
    const id = idParam(request.params);
    return updateAlert(deps, id, parseInput(ZAlertUpdate, request.body));
  });

  app.delete('/api/admin/alerts/:id', async (request, reply) => {
    await deleteAlert(deps, idParam(request.params));
    return reply.status(204).send();
  });
}
