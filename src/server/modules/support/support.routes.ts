import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SUPPORT_MESSAGES, ZAdminTicketListQuery, ZTicketCreate, ZTicketListQuery, ZTicketReply, ZTicketUpdate } from '../../../shared/support/support.schema.js';
import { AppError } from '../../lib/app-error.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { createTicket, getTicket, listMyTickets, listTicketsForAdmin, replyToTicket, updateTicket } from './support.service.js';

/** An empty reply answers the spec's own sentence (spec 02 §8), not only under its field. */
function parseReply(body: unknown) {
  try {
    return parseInput(ZTicketReply, body);
  } catch (error) {
    if (error instanceof AppError && error.fields?.message === SUPPORT_MESSAGES.replyEmpty) {
      throw new AppError('validation_failed', SUPPORT_MESSAGES.replyEmpty, { fields: error.fields });
    }
    throw error;
  }
}

/** A user's support tickets and their threads; an administrator may read and answer any. */
export async function supportRoutes(app: FastifyInstance) {
  const deps = { db: app.db, realtime: app.realtime };

  /** Tickets say why they need a session (spec 02 §8: login required for tickets). */
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await app.requireUser(request, reply);
    } catch (error) {
      if (error instanceof AppError && error.code === 'unauthenticated') throw new AppError('unauthenticated', SUPPORT_MESSAGES.signInRequired);
      throw error;
    }
  });

  app.get('/api/support/tickets', async (request) => listMyTickets(app.db, currentUser(request).id, parseInput(ZTicketListQuery, request.query)));

  app.post('/api/support/tickets', async (request, reply) => {
    const input = parseInput(ZTicketCreate, request.body);
    reply.status(201);
    return createTicket(deps, currentUser(request), input);
  });

  app.get('/api/support/tickets/:id', async (request) => getTicket(app.db, currentUser(request), idParam(request.params)));

  app.post('/api/support/tickets/:id/replies', async (request, reply) => {
    const id = idParam(request.params);
    const input = parseReply(request.body);
    reply.status(201);
    return replyToTicket(deps, currentUser(request), id, input);
  });
}

/** The admin dashboard's tickets tab: every user's tickets, status and priority. */
export async function adminSupportRoutes(app: FastifyInstance) {
  const deps = { db: app.db, realtime: app.realtime };
  app.addHook('preHandler', app.requireAdmin);

  app.get('/api/admin/tickets', async (request) => listTicketsForAdmin(app.db, parseInput(ZAdminTicketListQuery, request.query)));

  app.patch('/api/admin/tickets/:id', async (request) => {
    const id = idParam(request.params);
    return updateTicket(deps, id, parseInput(ZTicketUpdate, request.body));
  });
}
