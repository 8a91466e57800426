import type { FastifyInstance } from 'fastify';
import { ZTaskBulk, ZTaskCreate, ZTaskListQuery, ZTaskUpdate } from '../../../shared/tasks/tasks.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { createTask, getTask, getTaskBoard, listMyTasks } from './tasks.service.js';
import { duplicateTask } from './task-create.service.js';
import { bulkTasks, deleteTask, updateTask } from './task-update.service.js';
import { taskItemsRoutes } from './task-items.routes.js';
import { taskAttachmentsRoutes } from './task-attachments.routes.js';

const WRITES = new Set(['POST', 'PATCH', 'DELETE']);

export async function tasksRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);
  // The owner's other tabs refetch after any task write (a kanban drop, a bulk action, a file).
  // Published before the answer leaves: an instance that dies right after acknowledging a write
  // has already told the other instances (after the answer, the rehearsal's kill lost events).
  app.addHook('onSend', async (request, reply, payload) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 400 || !request.sessionUser) return payload;
    const id = (request.params as { id?: string } | undefined)?.id ?? null;
    await app.realtime.publish({ to: { userIds: [request.sessionUser.id] }, type: 'task.updated', data: { id } });
    return payload;
  });

  app.get('/api/tasks', async (request) => listMyTasks(app.db, currentUser(request).id, parseInput(ZTaskListQuery, request.query)));

  app.get('/api/tasks/board', async (request) => getTaskBoard(app.db, currentUser(request).id, parseInput(ZTaskListQuery, request.query)));

  app.post('/api/tasks', async (request, reply) => {
    const input = parseInput(ZTaskCreate, request.body);
    reply.status(201);
    return createTask(app.db, { userId: currentUser(request).id, input, limits: app.config.freePlanLimits });
  });

  app.post('/api/tasks/bulk', async (request) => {
    const input = parseInput(ZTaskBulk, request.body);
    return bulkTasks(app.db, { userId: currentUser(request).id, input, dataDir: app.config.dataDir });
  });

  app.get('/api/tasks/:id', async (request) => getTask(app.db, currentUser(request).id, idParam(request.params)));

  app.patch('/api/tasks/:id', async (request) => {
    const id = idParam(request.params);
    return updateTask(app.db, { userId: currentUser(request).id, id, input: parseInput(ZTaskUpdate, request.body) });
  });

  app.post('/api/tasks/:id/duplicate', async (request, reply) => {
    const id = idParam(request.params);
    reply.status(201);
    return duplicateTask(app.db, { userId: currentUser(request).id, id, limits: app.config.freePlanLimits });
  });

  app.delete('/api/tasks/:id', async (request, reply) => {
    await deleteTask(app.db, { userId: currentUser(request).id, id: idParam(request.params), dataDir: app.config.dataDir });
    return reply.status(204).send();
  });

  await app.register(taskItemsRoutes);
  await app.register(taskAttachmentsRoutes);
}
