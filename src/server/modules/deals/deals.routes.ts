import type { FastifyInstance } from 'fastify';
import { ZDealActivityQuery, ZDealCreate, ZDealFilters, ZDealListQuery, ZDealUpdate, type TDeal, type TDealUpdatedEvent } from '../../../shared/deals/deals.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { createDeal, deleteDeal, getDeal, getDealActivity, getDealBoard, listMyDeals, updateDeal } from './deals.service.js';
import { versionOfIfMatch, versionTag } from './deal-version.js';

const eventOf = (deal: TDeal): TDealUpdatedEvent => ({ id: deal.id, title: deal.title, stage: deal.stage, version: deal.version });

export async function dealsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);
  /**
   * After the commit: the owner's other tabs replace the deal (spec 01 §4.6, §7.4). Sent before
   * the answer, on realtime's own connection (a NOTIFY takes well under a millisecond): an instance
   * killed between its answer and the NOTIFY would lose the event of an acknowledged write.
   * publish logs its own failures and never fails the request.
   */
  const publish = (userId: string, data: TDealUpdatedEvent) => app.realtime.publish({ to: { userIds: [userId] }, type: 'deal.updated', data });

  app.get('/api/deals', async (request) => listMyDeals(app.db, currentUser(request).id, parseInput(ZDealListQuery, request.query)));

  app.get('/api/deals/board', async (request) => getDealBoard(app.db, currentUser(request).id, parseInput(ZDealFilters, request.query)));

  app.post('/api/deals', async (request, reply) => {
    const userId = currentUser(request).id;
    const deal = await createDeal(app.db, { userId, input: parseInput(ZDealCreate, request.body) });
    await publish(userId, eventOf(deal));
    reply.status(201).header('etag', versionTag(deal.version));
    return deal;
  });

  app.get('/api/deals/:id', async (request, reply) => {
    const deal = await getDeal(app.db, currentUser(request).id, idParam(request.params));
    reply.header('etag', versionTag(deal.version));
    return deal;
  });

  app.patch('/api/deals/:id', async (request, reply) => {
    const userId = currentUser(request).id;
    const id = idParam(request.params);
    const input = parseInput(ZDealUpdate, request.body);
    const { deal, changed } = await updateDeal(app.db, { userId, id, input, expectedVersion: versionOfIfMatch(request.headers['if-match']) });
    if (changed) await publish(userId, eventOf(deal));
    reply.header('etag', versionTag(deal.version));
    return deal;
  });

  app.delete('/api/deals/:id', async (request, reply) => {
    const userId = currentUser(request).id;
    const gone = await deleteDeal(app.db, { userId, id: idParam(request.params) });
    await publish(userId, gone);
    return reply.status(204).send();
  });

  app.get('/api/deals/:id/activity', async (request) => getDealActivity(app.db, currentUser(request).id, idParam(request.params), parseInput(ZDealActivityQuery, request.query)));
}
