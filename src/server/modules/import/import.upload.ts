import type { FastifyRequest } from 'fastify';
import { IMPORT_MESSAGES } from '../../../shared/import/import.constants.js';
import { AppError } from '../../lib/app-error.js';
import type { TUpload } from './import.service.js';

/** A failure while reading the body: too large (413), or a cut or malformed body (400). */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const e = error as { statusCode?: number; code?: string };
  if (e.statusCode === 413 || e.code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('payload_too_large', IMPORT_MESSAGES.tooLarge);
  return new AppError('validation_failed', 'The upload could not be read', { fields: { file: 'Send the file again' } });
}

/**
 * The CSV file (held in memory: at most IMPORT_MAX_BYTES, it is decoded and parsed whole) and
 * the text fields of a multipart body, in whatever order the browser sent them.
 */
export async function readUpload(request: FastifyRequest): Promise<TUpload> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (!file && part.fieldname === 'file') file = { fileName: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file) throw new AppError('validation_failed', IMPORT_MESSAGES.noFile, { fields: { file: IMPORT_MESSAGES.noFile } });
  return { ...file, fields };
}
