import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TASK_ATTACHMENT_MAX_BYTES } from '../../../shared/tasks/tasks.constants.js';
import { AppError } from '../../lib/app-error.js';
import { idParam } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { addAttachment, deleteAttachment, openAttachment, type TUpload } from './task-attachments.service.js';

/** The first file of a multipart body; null when it holds none. */
async function uploadOf(request: FastifyRequest): Promise<TUpload | null> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data');
  const part = await request.file();
  if (!part) return null;
  return { fileName: part.filename, stream: part.file, truncated: () => part.file.truncated };
}

/**
 * Attachments of a task. Multipart is parsed in this scope only, one file of at most 10 MB per
 * request, streamed as it arrives (never buffered whole).
 */
export async function taskAttachmentsRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: TASK_ATTACHMENT_MAX_BYTES, files: 1, fields: 10, parts: 20 } });

  app.post('/api/tasks/:id/attachments', async (request, reply) => {
    const taskId = idParam(request.params);
    const attachment = await addAttachment(app.db, { userId: currentUser(request).id, taskId, dataDir: app.config.dataDir, readUpload: () => uploadOf(request) });
    return reply.status(201).send(attachment);
  });

  app.get('/api/tasks/:id/attachments/:attachmentId', async (request, reply) => {
    const file = await openAttachment(app.db, { userId: currentUser(request).id, taskId: idParam(request.params), attachmentId: idParam(request.params, 'attachmentId'), dataDir: app.config.dataDir });
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.sizeBytes)
      .header('content-disposition', file.disposition)
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });

  app.delete('/api/tasks/:id/attachments/:attachmentId', async (request, reply) => {
    await deleteAttachment(app.db, { userId: currentUser(request).id, taskId: idParam(request.params), attachmentId: idParam(request.params, 'attachmentId'), dataDir: app.config.dataDir });
    return reply.status(204).send();
  });
}
