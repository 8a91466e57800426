import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAPIError } from 'better-auth/api';
import { AppError } from '../lib/app-error.js';
import { SessionCache, sessionCookieOf } from './session-cache.js';
import { registerUserLimits } from './user-limits.js';

export interface TSessionUser {
  id: string;
  email: string;
  name: string;
  role: string | null;
  emailVerified: boolean;
}

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** The signed-in user of a request, read once per request from the session cookie. */
export async function sessionUserOf(app: FastifyInstance, request: FastifyRequest): Promise<TSessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  const cookie = sessionCookieOf(request);
  if (cookie === null) {
    request.sessionUser = null;
    request.session = null;
    return null;
  }
  const cached = app.sessionCache.get(cookie);
  if (cached) {
    request.sessionUser = cached.user;
    request.session = cached.session;
    return cached.user;
  }
  const token = app.sessionCache.begin();
  // No or a bad cookie answers null; a throw means the database is unreachable. That must not
  // look like "signed out" (the browser would drop the session): it is a 503.
  const result = await app.auth.api.getSession({ headers: headersOf(request) }).catch((error: Error) => {
    // better-auth refuses a bad cookie with a 4xx APIError; a failed query comes back as a 5xx one.
    if (isAPIError(error) && Number((error as { statusCode?: number }).statusCode ?? 500) < 500) return null;
    request.log.warn({ err: error }, 'session lookup failed');
    throw new AppError('unavailable', 'The service is temporarily unavailable. Please try again in a moment.');
  });
  const u = result?.user as (TSessionUser & { role?: string | null }) | undefined;
  request.sessionUser = u && u.emailVerified ? { id: u.id, email: u.email, name: u.name, role: u.role ?? null, emailVerified: u.emailVerified } : null;
  request.session = request.sessionUser && result ? { id: result.session.id, expiresAt: new Date(result.session.expiresAt) } : null;
  if (request.sessionUser && request.session) app.sessionCache.set(cookie, { user: request.sessionUser, session: request.session }, token);
  return request.sessionUser;
}

/** preHandler for every signed-in route: 401 in the contract's shape without a session. */
export function registerSessionGuards(app: FastifyInstance): void {
  app.decorate('sessionCache', new SessionCache(app.config.sessionCacheTtlMs));
  app.decorateRequest('sessionUser', undefined);
  app.decorateRequest('session', undefined);
  app.decorateRequest('releaseUserTurn', undefined);
  const enforceUserLimits = registerUserLimits(app);
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await sessionUserOf(app, request);
    if (!user) throw new AppError('unauthenticated', 'Please sign in to continue');
    if (!request.releaseUserTurn) await enforceUserLimits(request, reply, user.id);
    return user;
  };
  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    await signedIn(request, reply);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await signedIn(request, reply);
    if (user.role !== 'admin') throw new AppError('forbidden', 'This area is for administrators only');
  });
}

/** The user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest): TSessionUser {
  if (!request.sessionUser) throw new AppError('unauthenticated', 'Please sign in to continue');
  return request.sessionUser;
}
