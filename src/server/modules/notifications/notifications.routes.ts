import type { FastifyInstance } from 'fastify';
import { ZNotificationListQuery, ZNotificationUpdate } from '../../../shared/notifications/notifications.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { clearRead, deleteNotification, listMyNotifications, markAllRead, markNotificationRead, unreadCount } from './notifications.service.js';

export async function notificationsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.get('/api/notifications', async (request) => {
    const query = parseInput(ZNotificationListQuery, request.query);
    return listMyNotifications(app.db, currentUser(request).id, query, query.unreadOnly === 'true');
  });

  app.get('/api/notifications/unread-count', async (request) => unreadCount(app.db, currentUser(request).id));

  app.patch('/api/notifications/:id', async (request) => {
    const id = idParam(request.params);
    parseInput(ZNotificationUpdate, request.body);
    return markNotificationRead(app.db, app.realtime, currentUser(request).id, id);
  });

  app.post('/api/notifications/mark-all-read', async (request) => markAllRead(app.db, app.realtime, currentUser(request).id));

  app.post('/api/notifications/clear-read', async (request) => clearRead(app.db, app.realtime, currentUser(request).id));

  app.delete('/api/notifications/:id', async (request, reply) => {
    await deleteNotification(app.db, app.realtime, currentUser(request).id, idParam(request.params));
    return reply.status(204).send();
  });
}
