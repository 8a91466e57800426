import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api';

/**
 * The text for a failed call: a translated note when the server could not be reached, else the
 * server's own message, else `fallback`.
 */
export function errorTextOf(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0) return t('team:toasts.networkError');
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The field messages of a 400 answer, to show under their fields; null when it had none. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  return error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0 ? error.fields : null;
}
