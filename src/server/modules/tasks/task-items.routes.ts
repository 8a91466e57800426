import type { FastifyInstance } from 'fastify';
import { ZSubtaskInput, ZSubtaskUpdate, ZTaskCommentCreate } from '../../../shared/tasks/tasks.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { addComment, addSubtask, deleteComment, deleteSubtask, updateSubtask } from './task-items.service.js';

/** Subtasks and comments of a task (registered inside tasksRoutes, behind its session guard). */
export async function taskItemsRoutes(app: FastifyInstance) {
  app.post('/api/tasks/:id/subtasks', async (request, reply) => {
    const taskId = idParam(request.params);
    const input = parseInput(ZSubtaskInput, request.body);
    reply.status(201);
    return addSubtask(app.db, { userId: currentUser(request).id, taskId, input });
  });

  app.patch('/api/tasks/:id/subtasks/:subtaskId', async (request) => {
    const taskId = idParam(request.params);
    const subtaskId = idParam(request.params, 'subtaskId');
    return updateSubtask(app.db, { userId: currentUser(request).id, taskId, subtaskId, input: parseInput(ZSubtaskUpdate, request.body) });
  });

  app.delete('/api/tasks/:id/subtasks/:subtaskId', async (request, reply) => {
    await deleteSubtask(app.db, { userId: currentUser(request).id, taskId: idParam(request.params), subtaskId: idParam(request.params, 'subtaskId') });
    return reply.status(204).send();
  });

  app.post('/api/tasks/:id/comments', async (request, reply) => {
    const taskId = idParam(request.params);
    const { body } = parseInput(ZTaskCommentCreate, request.body);
    const user = currentUser(request);
    reply.status(201);
    return addComment(app.db, { userId: user.id, taskId, authorId: user.id, body });
  });

  app.delete('/api/tasks/:id/comments/:commentId', async (request, reply) => {
    await deleteComment(app.db, { userId: currentUser(request).id, taskId: idParam(request.params), commentId: idParam(request.params, 'commentId') });
    return reply.status(204).send();
  });
}
