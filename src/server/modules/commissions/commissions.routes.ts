import type { FastifyInstance } from 'fastify';
import { ZCommissionCreate, ZCommissionListQuery, ZCommissionUpdate } from '../../../shared/commissions/commissions.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { createCommission, deleteCommission, getCommission, getCommissionMetrics, listMyCommissions, updateCommission } from './commissions.service.js';

export async function commissionsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.get('/api/commissions', async (request) => listMyCommissions(app.db, currentUser(request).id, parseInput(ZCommissionListQuery, request.query)));

  app.get('/api/commissions/metrics', async (request) => getCommissionMetrics(app.db, currentUser(request).id));

  app.post('/api/commissions', async (request, reply) => {
    const input = parseInput(ZCommissionCreate, request.body);
    reply.status(201);
    return createCommission(app.db, currentUser(request).id, input);
  });

  app.get('/api/commissions/:id', async (request) => getCommission(app.db, currentUser(request).id, idParam(request.params)));

  app.patch('/api/commissions/:id', async (request) => {
    const id = idParam(request.params);
    return updateCommission(app.db, currentUser(request).id, id, parseInput(ZCommissionUpdate, request.body));
  });

  app.delete('/api/commissions/:id', async (request, reply) => {
    await deleteCommission(app.db, currentUser(request).id, idParam(request.params));
    return reply.status(204).send();
  });
}
