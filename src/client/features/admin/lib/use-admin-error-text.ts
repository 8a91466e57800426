import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES, BAN_DAYS_MAX } from '@shared/admin/admin.schema';
import { FIELD_MESSAGES } from '@shared/common/fields';
import { ApiError } from '../../../lib/api';

/** The English messages of the admin API and its schemas, by the `admin:messages.*` key that translates each. */
const MESSAGE_KEYS = new Map<string, string>([
  ...Object.entries(ADMIN_MESSAGES).map(([key, message]) => [message, key] as [string, string]),
  [FIELD_MESSAGES.dateTimeInvalid, 'dateTimeInvalid'],
  [FIELD_MESSAGES.tooLong, 'tooLong'],
  ['User not found', 'notFound'],
]);

/** A message of the admin API or its shared schemas in the UI language; one without a translation shows as sent. */
export function useAdminMessage() {
  const { t, i18n } = useTranslation('admin');
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const key = `messages.${MESSAGE_KEYS.get(message)}`;
      return MESSAGE_KEYS.has(message) && i18n.exists(key, { ns: 'admin' }) ? t(key, { max: BAN_DAYS_MAX }) : message;
    },
    [t, i18n],
  );
}

/** Why an admin action failed, in the UI language: the server's message, or "could not reach the server". */
export function useAdminErrorText() {
  const { t } = useTranslation('admin');
  const translate = useAdminMessage();
  return useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError && error.status !== 0) return translate(error.message) ?? t('errors.unknown');
      return t('errors.network');
    },
    [t, translate],
  );
}
