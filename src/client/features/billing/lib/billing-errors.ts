import { BILLING_MESSAGES } from '@shared/billing/billing.rules';
import { ApiError } from '../../../lib/api';

export type TBillingMessageKey = keyof typeof BILLING_MESSAGES;

const KEY_OF_MESSAGE = new Map(Object.entries(BILLING_MESSAGES).map(([key, message]) => [message as string, key as TBillingMessageKey]));

/**
 * The billing message an error answer carries, for the screen to say in the reader's language: the
 * server writes BILLING_MESSAGES in English, and a checkout refused for want of a session (401) is
 * "Please log in to upgrade your plan." whatever its text. Null for any other error.
 */
export function billingMessageOf(error: unknown): TBillingMessageKey | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return 'signInToUpgrade';
  return KEY_OF_MESSAGE.get(error.message) ?? null;
}

/** An error's text in the reader's language: a known billing message, else the server's own words. */
export function billingErrorText(error: unknown, t: (key: string) => string): string {
  const key = billingMessageOf(error);
  if (key) return t(`billing:messages.${key}`);
  if (error instanceof ApiError && error.status !== 0) return error.message;
  return t('billing:messages.unreachable');
}
