import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { TEST_ORIGIN } from '../../test/test-app.js';

/** A 1×1 PNG: real bytes, with the PNG signature file-type reads. */
export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A multipart/form-data body holding one file, as a browser's FormData sends it. */
export function multipartFile(fileName: string, content: Buffer, type = 'application/octet-stream', field = 'file') {
  const boundary = `----upline${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs one file to a task's attachments. */
export function uploadFile(app: FastifyInstance, cookie: string, taskId: string, fileName: string, content: Buffer, type?: string) {
  const { payload, contentType } = multipartFile(fileName, content, type);
  return app.inject({ method: 'POST', url: `/api/tasks/${taskId}/attachments`, headers: { origin: TEST_ORIGIN, cookie, 'content-type': contentType }, payload });
}
