import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { ZDownlineQuery, ZTeamMemberCreate, ZTeamMemberListQuery, ZTeamMemberUpdate } from '../../../shared/team/team.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { createTeamMember, deleteTeamMember, getTeamMember, listTeamMembers, teamMemberOptions, updateTeamMember } from './team.service.js';
import { getDownline, getDownlineStats, getRankProgress } from './downline.service.js';

const ZOptionsQuery = z.object({ q: z.string().trim().max(100).optional() });

export async function teamRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.get('/api/team-members', async (request) => listTeamMembers(app.db, currentUser(request).id, parseInput(ZTeamMemberListQuery, request.query)));

  app.get('/api/team-members/options', async (request) => teamMemberOptions(app.db, currentUser(request).id, parseInput(ZOptionsQuery, request.query).q));

  app.get('/api/team-members/downline', async (request) => {
    const { rootId, depth } = parseInput(ZDownlineQuery, request.query);
    return getDownline(app.db, currentUser(request).id, rootId, depth);
  });

  app.get('/api/team-members/downline/stats', async (request) => {
    const { rootId } = parseInput(ZDownlineQuery, request.query);
    return getDownlineStats(app.db, currentUser(request).id, rootId);
  });

  app.post('/api/team-members', async (request, reply) => {
    const input = parseInput(ZTeamMemberCreate, request.body);
    reply.status(201);
    return createTeamMember(app.db, app.config.freePlanLimits, currentUser(request).id, input);
  });

  app.get('/api/team-members/:id', async (request) => getTeamMember(app.db, currentUser(request).id, idParam(request.params)));

  app.get('/api/team-members/:id/rank-progress', async (request) =>
    getRankProgress(app.db, currentUser(request).id, idParam(request.params), app.config.rankQualifiers),
  );

  /** PATCH and PUT both take the fields to change (spec 01 §7.5 names PUT). */
  for (const method of ['patch', 'put'] as const) {
    app[method]('/api/team-members/:id', async (request) => {
      const id = idParam(request.params);
      return updateTeamMember(app.db, currentUser(request).id, id, parseInput(ZTeamMemberUpdate, request.body));
    });
  }

  app.delete('/api/team-members/:id', async (request, reply) => {
    await deleteTeamMember(app.db, currentUser(request).id, idParam(request.params));
    return reply.status(204).send();
  });
}
