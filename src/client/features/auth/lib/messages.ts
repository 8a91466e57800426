import type { TFunction } from 'i18next';
import { validationKeyOf } from '@shared/auth/auth.rules';
import { ApiError } from '../../../lib/api';
import { PASSWORD_RULES, type TPasswordRuleKey } from '@shared/auth/password.rules';

/** The password rules named by a combined policy message ("…8 characters long, must contain…"). */
export function policyRulesOf(message: string): TPasswordRuleKey[] | null {
  const keys = message.split(', ').map((part) => PASSWORD_RULES.find((rule) => rule.message === part)?.key);
  return keys.every((key) => key !== undefined) ? (keys as TPasswordRuleKey[]) : null;
}

/**
 * Shows an English validation message (from the shared schema or the server's `fields`) in the
 * reader's language. A message we do not know is shown as it came.
 */
export function translateAuthMessage(t: TFunction<'auth'>, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = validationKeyOf(message);
  if (key) return t(`validation.${key}`);
  const rules = policyRulesOf(message);
  if (rules) return t('validation.passwordMissing', { rules: rules.map((rule) => t(`passwordRules.${rule}`)).join(', ') });
  return message;
}

/**
 * The text to show for a failed call: a translated note when the server could not be reached,
 * else the server's own message, else `fallback`.
 */
export function errorTextOf(t: TFunction<'auth'>, error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0) return t('toasts.networkError');
  return error instanceof Error && error.message ? error.message : fallback;
}
