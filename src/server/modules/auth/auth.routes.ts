import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { databaseAnswers, UNAVAILABLE_MESSAGE } from '../../plugins/errors.js';
import { CLIENT_IP_HEADER } from './auth.config.js';
import { toContractError } from './auth.errors.js';
import { banDetailsOf } from './auth.service.js';

function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const body = typeof request.body === 'string' && request.body.length > 0 ? request.body : undefined;
  const method = request.method.toUpperCase();
  return new Request(new URL(request.url, baseUrl), { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body });
}

/**
 * A failed email verification redirects to the callback URL with `error=INVALID_TOKEN` added;
 * the page's success marker must not survive beside it, and our codes are lower case.
 */
export function rewriteErrorRedirect(location: string): string {
  const url = new URL(location, 'http://placeholder');
  const error = url.searchParams.get('error');
  if (!error) return location;
  url.searchParams.delete('verified');
  url.searchParams.set('error', error.toLowerCase());
  return location.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
}

async function relay(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key === 'location') reply.header(key, rewriteErrorRedirect(value));
    else if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status < 400) {
    reply.send(text.length ? text : undefined);
    return;
  }
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const { status, error } = toContractError(response.status, parsed);
  if (error.code === 'internal') {
    // A database that does not answer is an outage, as on every other route: 503, not 500.
    if (!(await databaseAnswers(app))) throw new AppError('unavailable', UNAVAILABLE_MESSAGE);
    request.log.error({ status: response.status, code: (parsed as { code?: unknown } | undefined)?.code }, 'auth endpoint failed');
  }
  const details = error.reason === 'banned' ? await banDetailsOf(app.db, request.body) : undefined;
  if (details) error.message = details.message;
  reply.status(status).header('content-type', 'application/json; charset=utf-8');
  reply.send({ error: { ...error, ...(details && { details: { bannedUntil: details.bannedUntil, banReason: details.banReason } }) } });
}

/**
 * better-auth answers at /api/auth/*. It runs in its own plugin scope with a raw-string body
 * parser: better-auth reads the body itself, and Fastify would reject an empty JSON body
 * (sign-out) before it got there.
 */
export async function authRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    const type = String(request.headers['content-type'] ?? '');
    if (type.includes('json') && typeof body === 'string' && body.trim().length > 0) {
      try {
        JSON.parse(body);
      } catch {
        done(new AppError('validation_failed', 'The body is not valid JSON'), undefined);
        return;
      }
    }
    done(null, body);
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      try {
        decodeURIComponent(request.url);
      } catch {
        throw new AppError('validation_failed', 'The address is not valid');
      }
      const response = await app.auth.handler(toFetchRequest(request, app.config.baseUrl));
      // An account change made here (sign-out, password, ban, role) applies to this instance's
      // next request at once; other instances hear of it through the database's notifications.
      if (request.method !== 'GET') app.sessionCache.clear();
      await relay(app, request, reply, response);
    },
  });
}
