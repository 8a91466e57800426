import type { FastifyInstance } from 'fastify';
import { ZReportExportRequest, ZReportMetaQuery, ZReportPreviewRequest } from '../../../shared/reports/reports.schema.js';
import { sendExport } from '../../lib/export/send-export.js';
import { parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { assertFeature } from '../limits/limits.service.js';
import { prepareReportExport, previewReport, reportMeta } from './reports.service.js';

/**
 * The report generator (premium: REPORT_GENERATOR, checked before parsing so a free user always
 * gets 403 premium_required). The file's texts follow the interface language the client sends
 * (Accept-Language). The reports read `app.readDb` (a replica while fresh: docs/scaling.md); the
 * premium check reads the primary, so an upgrade counts at once.
 */
export async function reportsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);
  app.addHook('preHandler', async (request) => assertFeature(app.db, currentUser(request).id, 'REPORT_GENERATOR'));

  app.get('/api/reports/meta', async (request) => reportMeta(app.readDb, currentUser(request).id, parseInput(ZReportMetaQuery, request.query)));

  app.post('/api/reports/preview', async (request) => previewReport(app.readDb, currentUser(request).id, parseInput(ZReportPreviewRequest, request.body)));

  app.post('/api/reports/export', async (request, reply) => {
    const input = parseInput(ZReportExportRequest, request.body);
    const file = await prepareReportExport(app.readDb, currentUser(request).id, input, request.headers['accept-language']);
    return sendExport(reply, file);
  });
}
