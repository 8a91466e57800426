import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SESSION_QUERY_KEY } from '../../auth/api/session';
import { PROFILE_QUERY_KEY } from '../api/profile';

/**
 * The link of an email change lands on the settings with `emailChanged=1`, or `error=…` when it
 * was expired or invalid: say how it went once, read the account again, and clean the address.
 */
export function useEmailChangedNotice() {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const changed = params.get('emailChanged') === '1';
  const error = changed ? params.get('error')?.toLowerCase() : undefined;

  useEffect(() => {
    if (!changed) return;
    if (error) {
      toast.error(t('changeEmail.linkFailedTitle'), { id: 'email-change-link', description: error === 'token_expired' ? t('changeEmail.linkExpired') : t('changeEmail.linkInvalid') });
    } else {
      toast.success(t('changeEmail.changedTitle'), { id: 'email-change-link', description: t('changeEmail.changedBody') });
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('emailChanged');
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [changed, error, queryClient, setParams, t]);
}
