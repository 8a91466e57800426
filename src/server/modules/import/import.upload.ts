import type { FastifyRequest } from 'fastify';
import { FIELD_MESSAGES } from '../../../shared/common/fields.js';
import { IMPORT_MESSAGES } from '../../../shared/import/import.constants.js';
import { AppError } from '../../lib/app-error.js';
import type { TUpload } from './import.service.js';

/** A form an import never sends (a second file, more fields than it takes): a clumsy or hostile client, told so. */
const FORM_MESSAGES = {
  oneFile: 'Send one CSV file at a time',
  tooManyFields: 'Send the file with the mapping and the import options only',
} as const;

/**
 * A failure while reading the body: the file too large (413), a form with more parts than an
 * import takes or a cut or malformed body (400). @fastify/multipart answers every limit with 413;
 * only the file's size is about the 5 MB the message names.
 */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const e = error as { statusCode?: number; code?: string };
  if (e.code === 'FST_FILES_LIMIT') return new AppError('validation_failed', FORM_MESSAGES.oneFile, { fields: { file: FORM_MESSAGES.oneFile } });
  if (e.code === 'FST_FIELDS_LIMIT' || e.code === 'FST_PARTS_LIMIT') return new AppError('validation_failed', FORM_MESSAGES.tooManyFields, { fields: { _: FORM_MESSAGES.tooManyFields } });
  if (e.statusCode === 413 || e.code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('payload_too_large', IMPORT_MESSAGES.tooLarge);
  return new AppError('validation_failed', 'The upload could not be read', { fields: { file: 'Send the file again' } });
}

/**
 * The CSV file (held in memory: at most IMPORT_MAX_BYTES, it is decoded and parsed whole) and
 * the text fields of a multipart body, in whatever order the browser sent them. A field cut at
 * the size limit is refused, never read half.
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
      } else if (part.valueTruncated) {
        throw new AppError('validation_failed', 'Some fields are invalid', { fields: { [part.fieldname]: FIELD_MESSAGES.tooLong } });
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
