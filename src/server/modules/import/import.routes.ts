import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { IMPORT_MAX_BYTES } from '../../../shared/import/import.constants.js';
import { ZImportTemplateCreate, ZImportTemplateListQuery } from '../../../shared/import/import.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { assertFeature } from '../limits/limits.service.js';
import { createImportTemplate, deleteImportTemplate, listImportTemplates } from './import-templates.service.js';
import { importDataType, prepareImport, previewImport, rejectedRowsCsv, runImport } from './import.service.js';
import { streamsProgress, streamImport } from './import.stream.js';
import { readUpload } from './import.upload.js';

/**
 * The CSV import wizard (premium: DATA_IMPORT, checked before anything is read): preview, import
 * (a JSON answer, or with `Accept: application/x-ndjson` its progress line by line), the rejected
 * rows as CSV, and the saved mapping templates.
 */
export async function importRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);
  app.addHook('preHandler', async (request) => assertFeature(app.db, currentUser(request).id, 'DATA_IMPORT'));
  // One file per request: 5 MB and a few small fields (the mapping is JSON text).
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 256 * 1024, parts: 8 } });

  app.get('/api/import/templates', async (request) => listImportTemplates(app.db, currentUser(request).id, parseInput(ZImportTemplateListQuery, request.query).dataType));

  app.post('/api/import/templates', async (request, reply) => {
    const input = parseInput(ZImportTemplateCreate, request.body);
    reply.status(201);
    return createImportTemplate(app.db, currentUser(request).id, input);
  });

  app.delete('/api/import/templates/:id', async (request, reply) => {
    await deleteImportTemplate(app.db, currentUser(request).id, idParam(request.params));
    return reply.status(204).send();
  });

  app.post('/api/import/:dataType/preview', async (request) => {
    const dataType = importDataType(request.params);
    return previewImport(dataType, await readUpload(request));
  });

  app.post('/api/import/:dataType/rejected', async (request, reply) => {
    const job = await prepareImport(app.db, currentUser(request).id, importDataType(request.params), await readUpload(request));
    const csv = await rejectedRowsCsv(app.db, job);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="rejected-${job.dataType}.csv"`).send(csv);
  });

  app.post('/api/import/:dataType', async (request, reply) => {
    const job = await prepareImport(app.db, currentUser(request).id, importDataType(request.params), await readUpload(request));
    if (streamsProgress(request)) return streamImport(reply, (hooks) => runImport(app.db, app.config.freePlanLimits, job, hooks));
    return runImport(app.db, app.config.freePlanLimits, job);
  });
}
