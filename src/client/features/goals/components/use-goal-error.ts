import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { limitRequestOf, useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { ApiError } from '../../../lib/api';

/** Reports a failed goal request: the upgrade prompt for a free-plan limit, else a toast. */
export function useGoalError() {
  const { t } = useTranslation('goals');
  const upgrade = useUpgradePrompt();
  return (error: unknown, fallbackKey = 'toasts.actionFailed') => {
    const limit = limitRequestOf(error);
    if (limit) upgrade.open(limit);
    else if (error instanceof ApiError && error.status === 404) toast.error(t('toasts.notFound'));
    else toast.error(t(fallbackKey));
  };
}
