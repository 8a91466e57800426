import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TImportResult, TImportStreamLine } from '../../../shared/import/import.schema.js';
import { AppError } from '../../lib/app-error.js';
import type { TProgress } from './import.validate.js';

export const NDJSON = 'application/x-ndjson';

/** Whether the caller asked for the import's progress as JSON lines. */
export const streamsProgress = (request: FastifyRequest) => (request.headers.accept ?? '').includes(NDJSON);

/**
 * Answers the import as a stream of JSON lines: progress as the server validates and writes,
 * then `{"result"}` or `{"error"}`. The lines carry the real counts, so any instance behind a load
 * balancer can serve it without shared state. A client that goes away aborts the import, whose
 * transaction then rolls back.
 */
export function streamImport(reply: FastifyReply, run: (hooks: { onProgress: TProgress; signal: AbortSignal }) => Promise<TImportResult>): FastifyReply {
  const stream = new PassThrough();
  const aborted = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) aborted.abort();
  });
  const write = (line: TImportStreamLine) => stream.write(`${JSON.stringify(line)}\n`);
  run({ onProgress: write, signal: aborted.signal })
    .then((result) => write({ result }))
    .catch((error: unknown) => {
      if (aborted.signal.aborted) return;
      if (error instanceof AppError) {
        const { code, message, fields } = error.toBody().error;
        write({ error: { code, message, ...(fields && { fields }) } });
      } else {
        reply.log.error({ err: error }, 'import failed');
        write({ error: { code: 'internal', message: 'An unknown error occurred. Please try again.' } });
      }
    })
    .finally(() => stream.end());
  return reply.header('content-type', `${NDJSON}; charset=utf-8`).header('cache-control', 'no-store').header('x-accel-buffering', 'no').send(stream);
}
