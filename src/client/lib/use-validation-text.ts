import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Shows an English message of the shared schemas or the API in the UI language: `validation` in
 * the given namespace maps each message to its translation; an unknown message shows as sent.
 */
export function useValidationText(namespace: string) {
  const { t } = useTranslation(namespace);
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const map = t('validation', { returnObjects: true }) as unknown;
      if (typeof map === 'object' && map !== null && typeof (map as Record<string, unknown>)[message] === 'string') {
        return (map as Record<string, string>)[message];
      }
      return message;
    },
    [t],
  );
}
