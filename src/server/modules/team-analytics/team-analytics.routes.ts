import type { FastifyInstance } from 'fastify';
import { ZAnalyticsExportQuery, ZAnalyticsQuery, ZTeamGoalCreate, ZTeamGoalUpdate } from '../../../shared/team-analytics/team-analytics.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { assertFeature } from '../limits/limits.service.js';
import { sendExport } from '../../lib/export/send-export.js';
import { exportTeamAnalytics, getTeamAnalytics } from './team-analytics.service.js';
import { createTeamGoal, deleteTeamGoal, listTeamGoals, updateTeamGoal } from './team-goals.service.js';

/**
 * Team analytics and team goals (premium: ADVANCED_TEAM_ANALYTICS), checked before any input is
 * read, so a user without premium access always gets 403 premium_required. The analytics and
 * their export read `app.readDb` (a replica while fresh: docs/scaling.md); team goals, which the
 * seller edits and reads back at once, the primary.
 */
export async function teamAnalyticsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);
  app.addHook('preHandler', async (request) => assertFeature(app.db, currentUser(request).id, 'ADVANCED_TEAM_ANALYTICS'));

  app.get('/api/team-analytics', async (request) =>
    getTeamAnalytics(app.readDb, currentUser(request).id, parseInput(ZAnalyticsQuery, request.query), app.config.rankQualifiers),
  );

  app.get('/api/team-analytics/export', async (request, reply) => {
    const query = parseInput(ZAnalyticsExportQuery, request.query);
    const { filename, doc } = await exportTeamAnalytics(app.readDb, currentUser(request).id, query, app.config.rankQualifiers);
    return sendExport(reply, { filename, format: query.format, doc });
  });

  app.get('/api/team-goals', async (request) => ({ items: await listTeamGoals(app.db, currentUser(request).id) }));

  app.post('/api/team-goals', async (request, reply) => {
    const input = parseInput(ZTeamGoalCreate, request.body);
    return reply.status(201).send(await createTeamGoal(app.db, currentUser(request).id, input));
  });

  app.patch('/api/team-goals/:id', async (request) => {
    const id = idParam(request.params);
    return updateTeamGoal(app.db, currentUser(request).id, id, parseInput(ZTeamGoalUpdate, request.body));
  });

  app.delete('/api/team-goals/:id', async (request, reply) => {
    await deleteTeamGoal(app.db, currentUser(request).id, idParam(request.params));
    return reply.status(204).send();
  });
}
