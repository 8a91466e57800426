import type { FastifyInstance } from 'fastify';
import { ZFollowUpCreate, ZFollowUpListQuery, ZFollowUpRulesUpdate, ZFollowUpUpdate } from '../../../shared/follow-ups/follow-ups.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { assertFeature } from '../limits/limits.service.js';
import { createFollowUp, deleteFollowUp, getFollowUp, getFollowUpRules, listMyFollowUps, updateFollowUp, updateFollowUpRules } from './follow-ups.service.js';

/**
 * Follow-up reminders are a premium feature (spec 01 §6 "automated follow-ups"). The premium check
 * runs before any parsing, so a free user always gets 403 premium_required, never a 400 that would
 * describe a form they cannot use. Only reading the rules is open to everyone: Settings shows them
 * behind a premium lock.
 */
export async function followUpsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.get('/api/follow-ups/rules', async (request) => getFollowUpRules(app.db, currentUser(request).id));

  await app.register(async (premium) => {
    premium.addHook('preHandler', async (request) => assertFeature(app.db, currentUser(request).id, 'AUTOMATED_FOLLOW_UPS'));

    premium.put('/api/follow-ups/rules', async (request) => updateFollowUpRules(app.db, currentUser(request).id, parseInput(ZFollowUpRulesUpdate, request.body)));

    premium.get('/api/follow-ups', async (request) => listMyFollowUps(app.db, currentUser(request).id, parseInput(ZFollowUpListQuery, request.query)));

    premium.post('/api/follow-ups', async (request, reply) => {
      const input = parseInput(ZFollowUpCreate, request.body);
      const followUp = await createFollowUp(app.db, { userId: currentUser(request).id, input });
      return reply.status(201).send(followUp);
    });

    premium.get('/api/follow-ups/:id', async (request) => getFollowUp(app.db, currentUser(request).id, idParam(request.params)));

    premium.patch('/api/follow-ups/:id', async (request) => {
      const id = idParam(request.params);
      return updateFollowUp(app.db, { userId: currentUser(request).id, id, input: parseInput(ZFollowUpUpdate, request.body) });
    });

    premium.delete('/api/follow-ups/:id', async (request, reply) => {
      await deleteFollowUp(app.db, currentUser(request).id, idParam(request.params));
      return reply.status(204).send();
    });
  });
}
