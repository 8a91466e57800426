import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ZActivityCreate, ZActivityListQuery, ZActivityUpdate } from '../../../shared/activities/activities.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { createActivity, deleteActivity, getActivity, getActivityMetrics, listMyActivities, updateActivity } from './activities.service.js';
import { activitiesCsv } from './activities.export.js';

export async function activitiesRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.get('/api/activities', async (request) => listMyActivities(app.db, currentUser(request).id, parseInput(ZActivityListQuery, request.query)));

  app.get('/api/activities/metrics', async (request) => getActivityMetrics(app.db, currentUser(request).id));

  app.get('/api/activities/export.csv', async (request, reply) => {
    const filters = parseInput(ZActivityListQuery, request.query);
    const day = new Date().toISOString().slice(0, 10);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="activities-${day}.csv"`);
    return reply.send(Readable.from(activitiesCsv(app.readDb, currentUser(request).id, filters)));
  });

  app.post('/api/activities', async (request, reply) => {
    const input = parseInput(ZActivityCreate, request.body);
    reply.status(201);
    return createActivity(app.db, app.config.freePlanLimits, currentUser(request).id, input);
  });

  app.get('/api/activities/:id', async (request) => getActivity(app.db, currentUser(request).id, idParam(request.params)));

  app.patch('/api/activities/:id', async (request) => {
    const id = idParam(request.params);
    return updateActivity(app.db, currentUser(request).id, id, parseInput(ZActivityUpdate, request.body));
  });

  app.delete('/api/activities/:id', async (request, reply) => {
    await deleteActivity(app.db, currentUser(request).id, idParam(request.params));
    return reply.status(204).send();
  });
}
