import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { validationKeyOf } from '../lib/support-display';

/** An English message of the shared schema or the API, in the interface language (as sent if unknown). */
export function useSupportText() {
  const { t } = useTranslation('support');
  return useCallback(
    (message: string | undefined): string | undefined => {
      const key = validationKeyOf(message);
      return key ? t(`validation.${key}`) : message;
    },
    [t],
  );
}
