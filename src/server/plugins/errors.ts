import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { SemaphoreBusyError } from '../lib/semaphore.js';

/** Fastify's own client errors, mapped onto the contract's codes. */
function fromFastifyError(error: FastifyError): AppError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupported_media_type', 'Send the body as application/json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('validation_failed', 'The JSON body is empty');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('validation_failed', 'The body is not valid JSON');
  }
  if (error.statusCode === 429) return new AppError('rate_limited', 'Too many requests. Please try again later.');
  if (error instanceof SyntaxError) return new AppError('validation_failed', 'The body is not valid JSON');
  if (error.validation) return new AppError('validation_failed', error.message);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new AppError('validation_failed', error.message);
  return null;
}

/** Whether the database answers a trivial query: an unexpected error while it does not is an outage. */
export function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  return app.database.query('select 1').then(
    () => true,
    () => false,
  );
}

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** pg-pool's words when no connection came free within `connectionTimeoutMillis`. */
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * Whether the error (or one it wraps: drizzle wraps the pool's error in "Failed query") is a wait
 * for a pooled connection that ran out: the instance is saturated, not broken, and the caller
 * may try again. Under the rehearsal's overload these answered 500 while the database was fine.
 */
export function isPoolExhausted(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (e.message === POOL_TIMEOUT || e instanceof SemaphoreBusyError) return true;
  }
  return false;
}

/** Seconds a saturated instance asks the caller to wait before trying again. */
const RETRY_AFTER_SECONDS = 2;

/** One place turns every thrown error into `{"error":{code,message,fields}}`; 500s hide details. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const known = error instanceof AppError ? error : fromFastifyError(error);
    if (known) return reply.status(known.status).send(known.toBody());
    if (isPoolExhausted(error)) {
      request.log.warn({ err: error }, 'no database connection came free in time');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(new AppError('unavailable', UNAVAILABLE_MESSAGE).toBody());
    }
    if (!(await databaseAnswers(app))) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send(new AppError('unavailable', UNAVAILABLE_MESSAGE).toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal', message: 'An unexpected error occurred. Please try again.' } });
  });
}
