import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { limitRequestOf, useUpgradePrompt } from './UpgradePrompt';

/**
 * Reports a failed request of a record screen: the upgrade prompt at the free-plan limit, else a
 * toast from the feature's namespace (`toasts.notFound` for a 404, the given key otherwise).
 */
export function useRecordError(namespace: string) {
  const { t } = useTranslation(namespace);
  const upgrade = useUpgradePrompt();
  return (error: unknown, fallbackKey = 'toasts.actionFailed') => {
    const limit = limitRequestOf(error);
    if (limit) upgrade.open(limit);
    else if (error instanceof ApiError && error.status === 404) toast.error(t('toasts.notFound'));
    else toast.error(t(fallbackKey));
  };
}
