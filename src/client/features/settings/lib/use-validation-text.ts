import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateAuthMessage } from '../../auth/lib/messages';

/**
 * Shows an English message of the shared schemas or the API in the UI language. The settings
 * namespace's `validation` maps the profile's own messages; the name, phone, city, country and
 * password messages are those of registration, translated where the sign-up form translates them;
 * an unknown message shows as sent.
 */
export function useValidationText() {
  const { t } = useTranslation('settings');
  const { t: tAuth } = useTranslation('auth');
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const map = t('validation', { returnObjects: true }) as unknown;
      const own = typeof map === 'object' && map !== null ? (map as Record<string, unknown>)[message] : undefined;
      return typeof own === 'string' ? own : translateAuthMessage(tAuth, message);
    },
    [t, tAuth],
  );
}
