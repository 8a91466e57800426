import { ERROR_STATUS, type TApiError, type TErrorCode, type TFieldErrors } from '../../shared/common/errors.js';

/** A domain error thrown by services; the error handler turns it into the contract's answer. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly fields?: TFieldErrors;
  readonly reason?: string;
  readonly details?: Record<string, unknown>;
  /** Further members of the error object, e.g. the `current` record of a version conflict. */
  readonly payload?: Pick<TApiError, 'current'>;

  constructor(code: TErrorCode, message: string, extra: { fields?: TFieldErrors; reason?: string; details?: Record<string, unknown>; payload?: Pick<TApiError, 'current'> } = {}) {
    super(message);
    this.code = code;
    this.fields = extra.fields;
    this.reason = extra.reason;
    this.details = extra.details;
    this.payload = extra.payload;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): { error: TApiError & { details?: Record<string, unknown> } } {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields && { fields: this.fields }),
        ...(this.reason && { reason: this.reason }),
        ...(this.details && { details: this.details }),
        ...this.payload,
      },
    };
  }
}

export const notFound = (what = 'Record') => new AppError('not_found', `${what} not found`);
