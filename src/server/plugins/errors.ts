import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

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

/** One place turns every thrown error into `{"error":{code,message,fields}}`; 500s hide details. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const known = error instanceof AppError ? error : fromFastifyError(error);
    if (known) return reply.status(known.status).send(known.toBody());
    if (!(await databaseAnswers(app))) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send(new AppError('unavailable', UNAVAILABLE_MESSAGE).toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal', message: 'An unexpected error occurred. Please try again.' } });
  });
}
