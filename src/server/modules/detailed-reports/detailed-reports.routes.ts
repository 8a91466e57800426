import type { FastifyInstance } from 'fastify';
import { ZDetailedReportExportQuery, ZDetailedReportQuery } from '../../../shared/detailed-reports/detailed-reports.schema.js';
import { sendExport } from '../../lib/export/send-export.js';
import { parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { assertFeature } from '../limits/limits.service.js';
import { detailedReportExport } from './detailed-reports.export.js';
import { getDetailedReport } from './detailed-reports.service.js';

/**
 * Detailed reports (premium, DETAILED_REPORTS): checked before the input is read, so a user
 * without premium access always gets 403 premium_required. The reports read `app.readDb` (a
 * replica while fresh: docs/scaling.md).
 */
export async function detailedReportsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);
  app.addHook('preHandler', async (request) => assertFeature(app.db, currentUser(request).id, 'DETAILED_REPORTS'));

  app.get('/api/reports/detailed', async (request) => getDetailedReport(app.readDb, currentUser(request).id, parseInput(ZDetailedReportQuery, request.query)));

  app.get('/api/reports/detailed/export', async (request, reply) => {
    const query = parseInput(ZDetailedReportExportQuery, request.query);
    const { filename, doc } = await detailedReportExport(app.readDb, currentUser(request).id, query);
    return sendExport(reply, { filename, format: query.format, doc });
  });
}
