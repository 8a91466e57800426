import type { FastifyInstance } from 'fastify';
import { ZCommentCreate, ZProspectCreate, ZProspectListQuery, ZProspectUpdate } from '../../../shared/prospects/prospects.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import {
  addProspectComment,
  createProspect,
  deleteProspect,
  getProspect,
  getProspectTimeline,
  listMyProspects,
  listProspectComments,
  removeProspectComment,
  updateProspect,
} from './prospects.service.js';

export async function prospectsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.get('/api/prospects', async (request) => listMyProspects(app.db, currentUser(request).id, parseInput(ZProspectListQuery, request.query)));

  app.post('/api/prospects', async (request, reply) => {
    const input = parseInput(ZProspectCreate, request.body);
    reply.status(201);
    return createProspect(app.db, app.config.freePlanLimits, currentUser(request).id, input);
  });

  app.get('/api/prospects/:id', async (request) => getProspect(app.db, currentUser(request).id, idParam(request.params)));

  app.patch('/api/prospects/:id', async (request) => {
    const id = idParam(request.params);
    return updateProspect(app.db, currentUser(request).id, id, parseInput(ZProspectUpdate, request.body));
  });

  app.delete('/api/prospects/:id', async (request, reply) => {
    await deleteProspect(app.db, currentUser(request).id, idParam(request.params));
    return reply.status(204).send();
  });

  app.get('/api/prospects/:id/timeline', async (request) => getProspectTimeline(app.db, currentUser(request).id, idParam(request.params)));

  app.get('/api/prospects/:id/comments', async (request) => listProspectComments(app.db, currentUser(request).id, idParam(request.params)));

  app.post('/api/prospects/:id/comments', async (request, reply) => {
    const id = idParam(request.params);
    const { body } = parseInput(ZCommentCreate, request.body);
    reply.status(201);
    return addProspectComment(app.db, currentUser(request).id, id, body);
  });

  app.delete('/api/prospects/:id/comments/:commentId', async (request, reply) => {
    await removeProspectComment(app.db, currentUser(request).id, idParam(request.params), idParam(request.params, 'commentId'));
    return reply.status(204).send();
  });
}
