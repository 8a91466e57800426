import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { limitRequestOf, useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { ApiError } from '../../../lib/api';

/** Reports a failed task request: the upgrade prompt at the free-plan limit, else a toast. */
export function useTaskError() {
  const { t } = useTranslation('tasks');
  const upgrade = useUpgradePrompt();
  return (error: unknown, fallbackKey = 'toasts.actionFailed') => {
    const limit = limitRequestOf(error);
    if (limit) upgrade.open(limit);
    else if (error instanceof ApiError && error.status === 404) toast.error(t('toasts.notFound'));
    else toast.error(t(fallbackKey));
  };
}
