import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/session.js';
import { getDashboardSummary } from './dashboard.service.js';

export async function dashboardRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);
  app.get('/api/dashboard/summary', async (request) => getDashboardSummary(app.db, currentUser(request).id));
}
