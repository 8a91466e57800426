import type { FastifyInstance } from 'fastify';
import { ZSavedViewCreate, ZSavedViewListQuery, ZSavedViewUpdate } from '../../../shared/saved-views/saved-views.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView } from './saved-views.service.js';

/** Named filters, sort and view mode of the pipeline, tasks and people lists, per user. */
export async function savedViewsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.get('/api/saved-views', async (request) => listSavedViews(app.db, currentUser(request).id, parseInput(ZSavedViewListQuery, request.query).scope));

  app.post('/api/saved-views', async (request, reply) => {
    const input = parseInput(ZSavedViewCreate, request.body);
    reply.status(201);
    return createSavedView(app.db, currentUser(request).id, input);
  });

  app.patch('/api/saved-views/:id', async (request) => {
    const id = idParam(request.params);
    return updateSavedView(app.db, currentUser(request).id, id, parseInput(ZSavedViewUpdate, request.body));
  });

  app.delete('/api/saved-views/:id', async (request, reply) => {
    await deleteSavedView(app.db, currentUser(request).id, idParam(request.params));
    return reply.status(204).send();
  });
}
