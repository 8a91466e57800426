import type { FastifyInstance } from 'fastify';
import { ZFunnelBoardQuery, ZFunnelCardsQuery, ZFunnelMove } from '../../../shared/funnel/funnel.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { assertFeature } from '../limits/limits.service.js';
import { getFunnelBoard, listFunnelCards, listFunnelEvents, moveProspectStage } from './funnel.service.js';

/**
 * The funnel tracker is premium (spec 02 §6): the premium check runs before any parsing, so a free
 * user always gets 403 premium_required. Another user's prospect, or a malformed id, is a 404.
 */
export async function funnelRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);
  app.addHook('preHandler', async (request) => assertFeature(app.db, currentUser(request).id, 'SMART_LEAD_SCORING'));

  app.get('/api/funnel', async (request) => getFunnelBoard(app.db, currentUser(request).id, parseInput(ZFunnelBoardQuery, request.query)));

  app.get('/api/funnel/cards', async (request) => listFunnelCards(app.db, currentUser(request).id, parseInput(ZFunnelCardsQuery, request.query)));

  app.patch('/api/funnel/prospects/:id', async (request) => {
    const id = idParam(request.params);
    const { stage } = parseInput(ZFunnelMove, request.body);
    return moveProspectStage(app.db, { userId: currentUser(request).id, id, stage, realtime: app.realtime });
  });

  app.get('/api/funnel/prospects/:id/events', async (request) => listFunnelEvents(app.db, currentUser(request).id, idParam(request.params)));
}
