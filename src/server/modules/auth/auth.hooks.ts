import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { TLogSink } from '../../lib/safe-log.js';
import { ZNewPassword, ZSignUpRequest, displayNameOf } from '../../../shared/auth/auth.schema.js';
import * as z from 'zod';
import { fieldErrorsOf } from '../../lib/validation.js';

function validationError(fields: Record<string, string>) {
  return new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: 'Some fields are invalid', fields });
}

/** The first key (dotted path) of a body whose string holds a NUL character, which PostgreSQL cannot store. */
function keyWithNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = keyWithNul(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

const requiredText = z.string({ error: 'Required' }).trim().min(1, 'Required').max(500);

/**
 * Fields better-auth reads without checking their type: null or a number there ended in a 500.
 * Each listed path gets these fields checked first (other fields are better-auth's to judge).
 */
const REQUIRED_TEXT_FIELDS: Record<string, string[]> = {
  '/reset-password': ['token'],
  '/admin/ban-user': ['userId'],
  '/admin/unban-user': ['userId'],
  '/admin/list-user-sessions': ['userId'],
  '/admin/revoke-user-sessions': ['userId'],
  '/admin/revoke-user-session': ['sessionToken'],
  '/admin/set-role': ['userId'],
  '/admin/remove-user': ['userId'],
  '/admin/set-user-password': ['userId'],
  '/admin/impersonate-user': ['userId'],
  '/admin/update-user': ['userId'],
};

function assertWellFormed(path: string, body: unknown) {
  const nul = keyWithNul(body);
  if (nul) throw validationError({ [nul]: 'Remove the invalid characters' });
  const required = REQUIRED_TEXT_FIELDS[path];
  if (!required) return;
  const values = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const key of required) {
    const parsed = requiredText.safeParse(values[key]);
    if (!parsed.success) fields[key] = parsed.error.issues[0]?.message ?? 'Required';
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);
}

/**
 * Registration and password rules run on better-auth's own endpoints, so no path into the system
 * skips them: sign-up parses the shared schema; every new password meets the policy; no body
 * reaches better-auth with a NUL character or a missing identifier.
 */
export const authBeforeHook = createAuthMiddleware(async (ctx) => {
  if (ctx.body !== undefined) assertWellFormed(ctx.path, ctx.body);
  if (ctx.path === '/sign-up/email') {
    const parsed = ZSignUpRequest.safeParse(ctx.body ?? {});
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error));
    const data = parsed.data;
    return {
      context: {
        body: { ...data, email: data.email.toLowerCase(), name: displayNameOf(data.firstName, data.lastName, data.email) },
      },
    };
  }
  if (ctx.path === '/reset-password' || ctx.path === '/change-password' || ctx.path === '/set-password') {
    const parsed = ZNewPassword.safeParse((ctx.body as { newPassword?: unknown } | undefined)?.newPassword);
    if (!parsed.success) throw validationError({ newPassword: parsed.error.issues[0]?.message ?? 'Invalid password' });
  }
});

/** The header the Fastify bridge fills with the client address it trusts (see auth.routes). */
export const CLIENT_IP_HEADER = 'x-upline-client-ip';

/**
 * A password sign-in refused for a wrong email or password (401; an unverified or banned account
 * is not a guess) is reported once the answer is known; the sign-in's answer never waits on it failing.
 */
export function signInFailureHook(report: ((attempt: { email: string; ipAddress: string | null }) => Promise<unknown>) | undefined, log: TLogSink) {
  return createAuthMiddleware(async (ctx) => {
    if (!report || ctx.path !== '/sign-in/email') return;
    const returned = ctx.context.returned;
    if (!isAPIError(returned) || returned.statusCode !== 401) return;
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== 'string') return;
    await report({ email, ipAddress: ctx.headers?.get(CLIENT_IP_HEADER) ?? null }).catch((error: Error) => log.warn({ err: error }, 'recording a failed sign-in failed'));
  });
}
