import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';

/**
 * The text of a failed call for a toast: a translated note when the server could not be reached
 * or named invalid fields, else the server's own message, else "unknown error" (spec 01 §8).
 */
export function useErrorText() {
  const { t } = useTranslation('settings');
  return useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError && error.status === 0) return t('errors.network');
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) return t('errors.invalidFields');
      return error instanceof Error && error.message ? error.message : t('errors.unknown');
    },
    [t],
  );
}
