import type { TFunction } from 'i18next';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api';
import { errorTextOf } from './messages';

/** "until 12 March 2026, 14:00. Reason: spam", in the reader's language; a missing part is left out. */
export function banDescription(t: TFunction<'auth'>, lang: string, details: Record<string, unknown> | undefined): string {
  const end = typeof details?.bannedUntil === 'string' ? new Date(details.bannedUntil) : null;
  // A far-future end (year 9999) is how a permanent ban is sometimes written.
  const until = end && !Number.isNaN(end.getTime()) && end.getUTCFullYear() < 9999 ? end : null;
  const reason = typeof details?.banReason === 'string' && details.banReason.trim() ? details.banReason.trim() : null;
  const when =
    until
      ? t('toasts.bannedUntil', { date: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(until) })
      : t('toasts.bannedIndefinitely');
  return reason ? `${when} ${t('toasts.bannedReason', { reason })}` : when;
}

/**
 * Tells the person why sign-in failed (spec 01 §8). Answers `verify` when the email is not
 * confirmed yet, so the caller can open the verification dialog.
 */
export function announceSignInError(error: unknown, { t, lang, email }: { t: TFunction<'auth'>; lang: string; email: string }): 'verify' | null {
  if (error instanceof ApiError && error.status === 403 && error.reason === 'email_not_verified') {
    toast.error(t('toasts.verifyTitle'), { description: t('toasts.verifyBody', { email }) });
    return 'verify';
  }
  if (error instanceof ApiError && error.status === 403 && error.reason === 'banned') {
    toast.error(t('toasts.bannedTitle'), { description: banDescription(t, lang, error.details) });
    return null;
  }
  if (error instanceof ApiError && error.status === 429) {
    toast.error(t('toasts.tooManyAttemptsTitle'), { description: t('toasts.tooManyAttempts') });
    return null;
  }
  if (error instanceof ApiError && error.status === 401) {
    const description = error.reason === 'invalid_credentials' ? t('toasts.invalidCredentials') : error.message;
    toast.error(t('toasts.loginFailedTitle'), { description });
    return null;
  }
  toast.error(t('toasts.errorTitle'), { description: errorTextOf(t, error, t('toasts.unknownError')) });
  return null;
}
