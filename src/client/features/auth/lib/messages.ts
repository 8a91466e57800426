import type { TFunction } from 'i18next';
import { validationKeyOf } from '@shared/auth/auth.rules';
import { ApiError } from '../../../lib/api';

/**
 * Shows an English message of the shared auth rules in the reader's language; any other message
 * is shown as it came. The sign-in form needs no more than this: the password policy's combined
 * messages are translated by `translateAuthMessage` (password-messages.ts), kept apart so that
 * `/login` does not download the policy.
 */
export function translateValidationMessage(t: TFunction<'auth'>, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = validationKeyOf(message);
  return key ? t(`validation.${key}`) : message;
}

/**
 * The text to show for a failed call: a translated note when the server could not be reached,
 * else the server's own message, else `fallback`.
 */
export function errorTextOf(t: TFunction<'auth'>, error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0) return t('toasts.networkError');
  return error instanceof Error && error.message ? error.message : fallback;
}
