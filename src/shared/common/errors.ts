/** Error codes of the HTTP contract, with the status each one answers. */
export const ERROR_STATUS = {
  validation_failed: 400,
  unauthenticated: 401,
  limit_reached: 402,
  /** The AI message allowance is spent ("Monthly quota reached."). */
  quota_exhausted: 402,
  forbidden: 403,
  premium_required: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  /** A valid request with nothing to answer, e.g. a report export of an empty period. */
  no_data: 422,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  /** The AI provider answered an error or nothing usable. */
  provider_failed: 502,
  unavailable: 503,
  /** The AI provider took longer than AI_TIMEOUT_MS. */
  provider_timeout: 504,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

/** Field name -> message, as sent in `error.fields`. */
export type TFieldErrors = Record<string, string>;

export interface TApiError {
  code: TErrorCode;
  message: string;
  fields?: TFieldErrors;
  /** A finer reason inside a code, e.g. `email_not_verified` or `banned` under `forbidden`. */
  reason?: string;
  /** Extra facts of the answer, e.g. `{bannedUntil, banReason}` of a banned sign-in. */
  details?: Record<string, unknown>;
  /** A 409 `conflict` on a versioned record (a deal): the record as it is now. */
  current?: unknown;
}

export interface TApiErrorBody {
  error: TApiError;
}
