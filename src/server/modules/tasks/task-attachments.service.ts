import type { Readable } from 'node:stream';
import type { TDb } from '../../db/client.js';
import { TASK_ATTACHMENT_MAX_BYTES, TASK_ATTACHMENTS_PER_TASK_MAX } from '../../../shared/tasks/tasks.constants.js';
import type { TTaskAttachment } from '../../../shared/tasks/tasks.schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { attachmentDisposition, cleanFileName } from './attachment-names.js';
import { countAttachments, deleteAttachmentRow, findAttachment, insertAttachment, toAttachment } from './task-items.repository.js';
import { ownsTask } from './task-owner.repository.js';
import { detectStoredType, newStorageKey, openStored, removeStoredFiles, storeStream } from './task-attachments.storage.js';

/** One uploaded file as the multipart parser hands it over; `truncated` is true once it passed the size limit. */
export interface TUpload {
  fileName: string;
  stream: Readable;
  truncated: () => boolean;
}

const MAX_MB = TASK_ATTACHMENT_MAX_BYTES / 1024 / 1024;
const tooMany = () => new AppError('validation_failed', 'Some fields are invalid', { fields: { file: `At most ${TASK_ATTACHMENTS_PER_TASK_MAX} attachments per task` } });
const refusedType = () => new AppError('unsupported_media_type', 'This type of file is not accepted: attach a PDF, an image (PNG, JPEG, GIF, WebP), a Word, Excel or PowerPoint document, or a text or CSV file');

/** A failure while reading the upload: the client's (a cut or malformed body) unless the disk failed. */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const e = error as { statusCode?: number; code?: string };
  if (e.statusCode === 413) return new AppError('payload_too_large', `Attachments are at most ${MAX_MB} MB`);
  if (!e.statusCode && typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code) && e.code !== 'ECONNRESET') return error;
  return new AppError('validation_failed', 'The upload could not be read', { fields: { file: 'Send the file again' } });
}

/**
 * `POST /api/tasks/:id/attachments`: streams the file to disk (never more than the limit), then
 * keeps it only if its bytes are of an accepted type. Any refusal or failure removes the file.
 * `readUpload` is called only once the task is known to be the caller's.
 */
export async function addAttachment(db: TDb, options: { userId: string; taskId: string; dataDir: string; readUpload: () => Promise<TUpload | null> }): Promise<TTaskAttachment> {
  const { userId, taskId, dataDir } = options;
  if (!(await ownsTask(db, userId, taskId))) throw notFound('Task');
  if ((await countAttachments(db, userId, taskId)) >= TASK_ATTACHMENTS_PER_TASK_MAX) throw tooMany();
  const upload = await options.readUpload().catch((error: unknown) => Promise.reject(uploadError(error)));
  if (!upload) throw new AppError('validation_failed', 'Some fields are invalid', { fields: { file: 'Choose a file to upload' } });
  const fileName = cleanFileName(upload.fileName);
  const key = newStorageKey(userId);
  const size = await storeStream(dataDir, key, upload.stream).catch((error: unknown) => Promise.reject(uploadError(error)));
  try {
    if (upload.truncated()) throw new AppError('payload_too_large', `Attachments are at most ${MAX_MB} MB`);
    if (size === 0) throw new AppError('validation_failed', 'Some fields are invalid', { fields: { file: 'The file is empty' } });
    const mimeType = await detectStoredType(dataDir, key, fileName);
    if (!mimeType) throw refusedType();
    const row = await db.transaction(async (tx) => {
      // Locked, so two uploads at once cannot both take the last place.
      if (!(await ownsTask(tx, userId, taskId, { lock: true }))) throw notFound('Task');
      if ((await countAttachments(tx, userId, taskId)) >= TASK_ATTACHMENTS_PER_TASK_MAX) throw tooMany();
      return insertAttachment(tx, { userId, taskId, fileName, mimeType, sizeBytes: size, storageKey: key });
    });
    return toAttachment(row);
  } catch (error) {
    await removeStoredFiles(dataDir, [key]);
    throw error;
  }
}

/** The file of one of the caller's attachments, ready to send; 404 for anyone else's, or when the file is gone. */
export async function openAttachment(db: TDb, options: { userId: string; taskId: string; attachmentId: string; dataDir: string }) {
  const row = await findAttachment(db, options.userId, options.taskId, options.attachmentId);
  const stream = row ? await openStored(options.dataDir, row.storageKey) : null;
  if (!row || !stream) throw notFound('Attachment');
  // Text is served as UTF-8 (it was checked to be); other types exactly as detected.
  const contentType = row.mimeType.startsWith('text/') ? `${row.mimeType}; charset=utf-8` : row.mimeType;
  return { stream, contentType, sizeBytes: row.sizeBytes, disposition: attachmentDisposition(row.fileName) };
}

export async function deleteAttachment(db: TDb, options: { userId: string; taskId: string; attachmentId: string; dataDir: string }): Promise<void> {
  const row = await deleteAttachmentRow(db, options.userId, options.taskId, options.attachmentId);
  if (!row) throw notFound('Attachment');
  await removeStoredFiles(options.dataDir, [row.storageKey]);
}
