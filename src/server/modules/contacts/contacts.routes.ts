import type { FastifyInstance } from 'fastify';
import { ZContactCreate, ZContactListQuery, ZContactUpdate } from '../../../shared/contacts/contacts.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { createContact, deleteMyContact, getContact, listMyContacts, updateMyContact } from './contacts.service.js';

export async function contactsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.get('/api/contacts', async (request) => listMyContacts(app.db, currentUser(request).id, parseInput(ZContactListQuery, request.query)));

  app.post('/api/contacts', async (request, reply) => {
    const input = parseInput(ZContactCreate, request.body);
    reply.status(201);
    return createContact(app.db, app.config.freePlanLimits, currentUser(request).id, input);
  });

  app.get('/api/contacts/:id', async (request) => getContact(app.db, currentUser(request).id, idParam(request.params)));

  app.patch('/api/contacts/:id', async (request) => {
    const id = idParam(request.params);
    return updateMyContact(app.db, currentUser(request).id, id, parseInput(ZContactUpdate, request.body));
  });

  app.delete('/api/contacts/:id', async (request, reply) => {
    await deleteMyContact(app.db, currentUser(request).id, idParam(request.params));
    return reply.status(204).send();
  });
}
