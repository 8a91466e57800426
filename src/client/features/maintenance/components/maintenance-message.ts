import { useTranslation } from 'react-i18next';
import { DEFAULT_MAINTENANCE_MESSAGE } from '@shared/admin/maintenance';

/** The admin's own message as written; the server's default one in the reader's language. */
export function useMaintenanceMessage(message: string | undefined): string {
  const { t } = useTranslation('shell');
  const own = message?.trim();
  return !own || own === DEFAULT_MAINTENANCE_MESSAGE ? t('systemStatus.maintenance.defaultMessage') : own;
}
