import type { TApiError, TErrorCode } from '../../../shared/common/errors.js';

interface TAuthErrorBody {
  code?: string;
  message?: string;
  fields?: Record<string, string>;
}

/** better-auth error codes that name a field of the request. */
const FIELD_OF_CODE: Record<string, string> = {
  INVALID_EMAIL: 'email',
  INVALID_PASSWORD: 'password',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
};

const REASON_OF_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid_credentials',
  EMAIL_NOT_VERIFIED: 'email_not_verified',
  BANNED_USER: 'banned',
  INVALID_ORIGIN: 'invalid_origin',
  INVALID_TOKEN: 'invalid_token',
  TOKEN_EXPIRED: 'token_expired',
  INVALID_CALLBACK_URL: 'invalid_callback_url',
  MISSING_OR_NULL_ORIGIN: 'invalid_origin',
};

function codeOfStatus(status: number, authCode: string | undefined): TErrorCode {
  if (authCode?.startsWith('USER_ALREADY_EXISTS')) return 'conflict';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'internal';
  return 'validation_failed';
}

const STATUS_OF_CODE: Partial<Record<TErrorCode, number>> = { conflict: 409, validation_failed: 400 };

/** Rewrites a better-auth error answer into the contract's error shape and status. */
export function toContractError(status: number, body: unknown): { status: number; error: TApiError } {
  const b = (typeof body === 'object' && body !== null ? body : {}) as TAuthErrorBody;
  const code = codeOfStatus(status, b.code);
  const field = b.code ? FIELD_OF_CODE[b.code] : undefined;
  const fields = b.fields ?? (field && b.message ? { [field]: b.message } : undefined);
  const reason = b.code ? (REASON_OF_CODE[b.code] ?? b.code.toLowerCase()) : undefined;
  const message =
    // better-auth's own rate limit answers without a code; a 429 of ours (a code) keeps its message.
    status === 429 && !b.code ? 'Too many attempts. Please wait a moment and try again.' : (b.message ?? (code === 'not_found' ? 'Not found' : 'Request failed'));
  const mappedStatus = STATUS_OF_CODE[code] ?? (status >= 500 ? 500 : status);
  return {
    status: mappedStatus,
    error: { code, message, ...(fields && { fields }), ...(reason && reason !== 'validation_failed' && { reason }) },
  };
}
