import type { TFunction } from 'i18next';
import { PASSWORD_RULES, type TPasswordRuleKey } from '@shared/auth/password.rules';
import { translateValidationMessage } from './messages';

/** The password rules named by a combined policy message ("…8 characters long, must contain…"). */
export function policyRulesOf(message: string): TPasswordRuleKey[] | null {
  const keys = message.split(', ').map((part) => PASSWORD_RULES.find((rule) => rule.message === part)?.key);
  return keys.every((key) => key !== undefined) ? (keys as TPasswordRuleKey[]) : null;
}

/**
 * Shows an English validation message (from the shared schema or the server's `fields`) in the
 * reader's language, the password policy's combined messages included. A message we do not know
 * is shown as it came.
 */
export function translateAuthMessage(t: TFunction<'auth'>, message: string | undefined): string | undefined {
  const rules = message ? policyRulesOf(message) : null;
  if (rules) return t('validation.passwordMissing', { rules: rules.map((rule) => t(`passwordRules.${rule}`)).join(', ') });
  return translateValidationMessage(t, message);
}
