import type { FastifyInstance } from 'fastify';
import { ZAnnouncementCreate, ZAnnouncementUpdate } from '../../../shared/announcements/announcements.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import {
  createAnnouncement,
  deleteAnnouncement,
  listAllAnnouncements,
  markAnnouncementRead,
  myAnnouncements,
  unreadAnnouncements,
  updateAnnouncement,
} from './announcements.service.js';

export async function announcementsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.get('/api/announcements', async (request) => myAnnouncements(app.db, currentUser(request)));

  app.get('/api/announcements/unread', async (request) => unreadAnnouncements(app.db, currentUser(request)));

  app.post('/api/announcements/:id/read', async (request, reply) => {
    await markAnnouncementRead(app.db, app.realtime, currentUser(request), idParam(request.params));
    return reply.status(204).send();
  });
}

/** Admin screens of announcements; the admin area's other endpoints come with the admin issue. */
export async function adminAnnouncementsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireAdmin);

  app.get('/api/admin/announcements', async () => listAllAnnouncements(app.db));

  app.post('/api/admin/announcements', async (request, reply) => {
    const input = parseInput(ZAnnouncementCreate, request.body);
    reply.status(201);
    return createAnnouncement(app.db, app.realtime, currentUser(request).id, input);
  });

  app.patch('/api/admin/announcements/:id', async (request) => {
    const id = idParam(request.params);
    return updateAnnouncement(app.db, id, parseInput(ZAnnouncementUpdate, request.body));
  });

  app.delete('/api/admin/announcements/:id', async (request, reply) => {
    await deleteAnnouncement(app.db, idParam(request.params));
    return reply.status(204).send();
  });
}
