import type { FastifyInstance } from 'fastify';
import { ZSecurityEventListQuery } from '../../../shared/admin/security-events.schema.js';
import { parseInput } from '../../lib/validation.js';
import { listSecurityEvents } from './security.service.js';

/** The suspicious-activity log, for admins. */
export async function adminSecurityRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireAdmin);
  app.get('/api/admin/security-events', async (request) => listSecurityEvents(app.db, parseInput(ZSecurityEventListQuery, request.query)));
}
