import type { FastifyInstance } from 'fastify';
import { ZEngagementCreate, ZHotLeadListQuery } from '../../../shared/hot-leads/hot-leads.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { assertFeature } from '../limits/limits.service.js';
import { listHotLeads, recordEngagement, refreshHotLeads } from './hot-leads.service.js';

/**
 * Hot leads: recording engagement is open to every plan (data capture); the scored list and its
 * refresh are premium ("smart lead scoring", spec 02 §6), checked before any parsing so a free
 * user always gets 403 premium_required.
 */
export async function hotLeadsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.post('/api/prospects/:id/engagement', async (request, reply) => {
    const prospectId = idParam(request.params);
    const input = parseInput(ZEngagementCreate, request.body);
    const event = await recordEngagement(app.db, { userId: currentUser(request).id, prospectId, input });
    return reply.status(201).send(event);
  });

  await app.register(async (premium) => {
    premium.addHook('preHandler', async (request) => assertFeature(app.db, currentUser(request).id, 'SMART_LEAD_SCORING'));

    premium.get('/api/hot-leads', async (request) => listHotLeads(app.db, currentUser(request).id, parseInput(ZHotLeadListQuery, request.query)));

    premium.post('/api/hot-leads/refresh', async (request) => refreshHotLeads(app.db, currentUser(request).id));
  });
}
