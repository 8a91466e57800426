import { TASK_ATTACHMENT_MAX_BYTES, TASK_ATTACHMENT_TYPES } from '@shared/tasks/tasks.constants';

/** The usual file name endings of the accepted types, for browsers that give a file no type (or another name for it, like CSV on Windows). */
const EXTENSION_TYPES: Record<string, (typeof TASK_ATTACHMENT_TYPES)[number]> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
  csv: 'text/csv',
};

/** The file picker's `accept`: the types and their name endings. */
export const ATTACHMENT_ACCEPT = [...TASK_ATTACHMENT_TYPES, ...Object.keys(EXTENSION_TYPES).map((ext) => `.${ext}`)].join(',');

export type TAttachmentProblem = 'tooLarge' | 'badType' | 'empty';

/**
 * Why a file would be refused, checked before anything is sent with the limits the server
 * applies (which reads the type from the bytes, so this is only the fast first answer).
 */
export function attachmentProblem(file: Pick<File, 'name' | 'size' | 'type'>): TAttachmentProblem | null {
  if (file.size > TASK_ATTACHMENT_MAX_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const known = (TASK_ATTACHMENT_TYPES as readonly string[]).includes(file.type) || extension in EXTENSION_TYPES;
  return known ? null : 'badType';
}
