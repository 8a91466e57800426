import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { ZEmailChange } from '../../../shared/profile/profile.schema.js';
import type { TDb } from '../../db/client.js';
import { fieldErrorsOf } from '../../lib/validation.js';
import { claimEmailChange, EMAIL_CHANGE_RATE_LIMITED_MESSAGE } from './email-change.service.js';

function invalid(fields: Record<string, string>) {
  return new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: 'Some fields are invalid', fields });
}

/**
 * Rules of better-auth's own `POST /change-email`, so no path skips them: the new address meets
 * the registration rules and differs from the current one, and an account asks at most once an
 * hour (429 `rate_limited`, reason `email_change_rate_limited`, with Retry-After). The link goes
 * to the new address; the change happens when it is opened.
 */
export function emailChangeRules(db: TDb): BetterAuthPlugin {
  return {
    id: 'upline-email-change-rules',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/change-email',
          handler: createAuthMiddleware(async (ctx) => {
            const parsed = ZEmailChange.safeParse(ctx.body ?? {});
            if (!parsed.success) throw invalid(fieldErrorsOf(parsed.error));
            const session = await getSessionFromCtx(ctx);
            // Without a session the endpoint itself answers 401; nothing is counted.
            if (!session) return;
            const newEmail = parsed.data.newEmail.toLowerCase();
            if (newEmail === session.user.email.toLowerCase()) throw invalid({ newEmail: 'This is already your email address' });
            const claim = await claimEmailChange(db, session.user.id);
            if (!claim.ok) {
              throw new APIError(
                'TOO_MANY_REQUESTS',
                { code: 'EMAIL_CHANGE_RATE_LIMITED', message: EMAIL_CHANGE_RATE_LIMITED_MESSAGE },
                { 'Retry-After': String(claim.retryAfterSeconds) },
              );
            }
            return { context: { body: { ...parsed.data, newEmail } } };
          }),
        },
      ],
    },
  };
}
