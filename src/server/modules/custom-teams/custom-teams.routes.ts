import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { PAGE_SIZE_MAX } from '../../../shared/common/pagination.js';
import { ZCustomTeamCreate, ZCustomTeamMemberAdd, ZCustomTeamUpdate } from '../../../shared/team/team.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import {
  addCustomTeamMember,
  createCustomTeam,
  deleteCustomTeam,
  getCustomTeam,
  listCustomTeams,
  removeCustomTeamMember,
  updateCustomTeam,
} from './custom-teams.service.js';

const ZTeamsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(50),
});

export async function customTeamsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.get('/api/teams', async (request) => listCustomTeams(app.db, currentUser(request).id, parseInput(ZTeamsQuery, request.query)));

  app.post('/api/teams', async (request, reply) => {
    const input = parseInput(ZCustomTeamCreate, request.body);
    reply.status(201);
    return createCustomTeam(app.db, currentUser(request).id, input);
  });

  app.get('/api/teams/:id', async (request) => getCustomTeam(app.db, currentUser(request).id, idParam(request.params)));

  app.patch('/api/teams/:id', async (request) => {
    const id = idParam(request.params);
    return updateCustomTeam(app.db, currentUser(request).id, id, parseInput(ZCustomTeamUpdate, request.body));
  });

  app.delete('/api/teams/:id', async (request, reply) => {
    await deleteCustomTeam(app.db, currentUser(request).id, idParam(request.params));
    return reply.status(204).send();
  });

  app.post('/api/teams/:id/members', async (request, reply) => {
    const id = idParam(request.params);
    const { teamMemberId } = parseInput(ZCustomTeamMemberAdd, request.body);
    reply.status(201);
    return addCustomTeamMember(app.db, currentUser(request).id, id, teamMemberId);
  });

  app.delete('/api/teams/:id/members/:teamMemberId', async (request, reply) => {
    await removeCustomTeamMember(app.db, currentUser(request).id, idParam(request.params), idParam(request.params, 'teamMemberId'));
    return reply.status(204).send();
  });
}
