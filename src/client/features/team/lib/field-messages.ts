import type { TFunction } from 'i18next';
import { FIELD_MESSAGES } from '@shared/common/fields';

const keyByMessage = new Map<string, string>(Object.entries(FIELD_MESSAGES).map(([key, message]) => [message, key]));

/**
 * Shows an English field message (from the shared schema or the server's `fields`) in the
 * reader's language, from `team:validation.*`; a message we do not know is shown as it came.
 */
export function translateFieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByMessage.get(message);
  return key ? t(`team:validation.${key}`) : message;
}

/** First message per field of a failed zod parse, keyed by the top-level field name. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
