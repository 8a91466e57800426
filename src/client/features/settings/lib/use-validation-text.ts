import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_MESSAGES } from '@shared/common/fields';
import { translateAuthMessage } from '../../auth/lib/password-messages';

/**
 * The English messages of the profile schema (and better-auth's wrong password) with their key
 * under `settings:validation`. Keys are kept apart from the messages because i18next reads a
 * colon in a key as a namespace separator ("http://").
 */
const MESSAGE_KEYS = new Map<string, string>([
  [FIELD_MESSAGES.dateInvalid, 'dateInvalid'],
  [FIELD_MESSAGES.urlInvalid, 'urlInvalid'],
  ['A stage needs a name', 'stageNameRequired'],
  ['Stage names are at most 40 characters', 'stageNameTooLong'],
  ['At most 20 stages', 'tooManyStages'],
  ['Stage names must be different', 'stageNamesDuplicate'],
  ['Invalid password', 'invalidPassword'],
]);

/**
 * Shows an English message of the shared schemas or the API in the UI language. The name, phone,
 * city, country and password messages are those of registration, translated where the sign-up
 * form translates them; an unknown message shows as sent.
 */
export function useValidationText() {
  const { t } = useTranslation('settings');
  const { t: tAuth } = useTranslation('auth');
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const key = MESSAGE_KEYS.get(message);
      return key ? t(`validation.${key}`) : translateAuthMessage(tAuth, message);
    },
    [t, tAuth],
  );
}
