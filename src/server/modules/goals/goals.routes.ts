import type { FastifyInstance } from 'fastify';
import { ZGoalCreate, ZGoalListQuery, ZGoalProgress, ZGoalUpdate } from '../../../shared/goals/goals.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { archiveGoal, createGoal, deleteGoal, getGoal, listMyGoals, resetGoal, setGoalProgress, updateGoal } from './goals.service.js';

export async function goalsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.get('/api/goals', async (request) => listMyGoals(app.db, currentUser(request).id, parseInput(ZGoalListQuery, request.query)));

  app.post('/api/goals', async (request, reply) => {
    const input = parseInput(ZGoalCreate, request.body);
    reply.status(201);
    return createGoal(app.db, app.config.freePlanLimits, currentUser(request).id, input);
  });

  app.get('/api/goals/:id', async (request) => getGoal(app.db, currentUser(request).id, idParam(request.params)));

  app.patch('/api/goals/:id', async (request) => {
    const id = idParam(request.params);
    return updateGoal(app.db, currentUser(request).id, id, parseInput(ZGoalUpdate, request.body));
  });

  app.post('/api/goals/:id/progress', async (request) => {
    const id = idParam(request.params);
    return setGoalProgress(app.db, app.realtime, currentUser(request).id, id, parseInput(ZGoalProgress, request.body));
  });

  app.post('/api/goals/:id/archive', async (request) => archiveGoal(app.db, currentUser(request).id, idParam(request.params), true));
  app.post('/api/goals/:id/unarchive', async (request) => archiveGoal(app.db, currentUser(request).id, idParam(request.params), false));
  app.post('/api/goals/:id/reset', async (request) => resetGoal(app.db, currentUser(request).id, idParam(request.params)));

  app.delete('/api/goals/:id', async (request, reply) => {
    await deleteGoal(app.db, currentUser(request).id, idParam(request.params));
    return reply.status(204).send();
  });
}
