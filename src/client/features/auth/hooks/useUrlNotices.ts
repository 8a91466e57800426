import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/**
 * The verification link comes back as `?verified=1` or `?error=invalid_token|token_expired`:
 * say so once, then clean the query so a reload does not say it again.
 */
export function useUrlNotices() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const verified = params.get('verified');
    const error = params.get('error')?.toLowerCase();
    if (verified === null && !error) return;
    if (verified === '1') {
      toast.success(t('toasts.emailVerifiedTitle'), { id: 'auth-email-verified', description: t('toasts.emailVerifiedBody') });
    }
    if (error) {
      const description = error === 'token_expired' ? t('toasts.linkExpired') : t('toasts.linkInvalid');
      toast.error(t('toasts.linkErrorTitle'), { id: 'auth-link-error', description });
    }
    void navigate({ pathname: location.pathname, search: '' }, { replace: true, state: location.state });
  }, [location.search, location.pathname, location.state, navigate, t]);
}
