import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/session.js';
import { getDashboardData, getDashboardSummary } from './dashboard.service.js';

export async function dashboardRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);
  app.get('/api/dashboard', async (request) => getDashboardData(app.db, currentUser(request).id));
  app.get('/api/dashboard/summary', async (request) => getDashboardSummary(app.db, currentUser(request).id));
}
