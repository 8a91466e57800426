import { APIError, createAuthMiddleware } from 'better-auth/api';
import { ZNewPassword, ZSignUpRequest, displayNameOf } from '../../../shared/auth/auth.schema.js';
import { fieldErrorsOf } from '../../lib/validation.js';

function validationError(fields: Record<string, string>) {
  return new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: 'Some fields are invalid', fields });
}

/**
 * Registration and password rules run on better-auth's own endpoints, so no path into the system
 * skips them: sign-up parses the shared schema; every new password meets the policy.
 */
export const authBeforeHook = createAuthMiddleware(async (ctx) => {
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
