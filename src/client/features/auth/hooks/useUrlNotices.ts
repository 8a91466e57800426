import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/**
 * The verification link comes back as `?verified=1` (and signed in) or
 * `?error=invalid_token|token_expired`: say so once, then clean the query so a reload does not
 * say it again. Not when the screen is `leaving` for the app: that navigation drops the query.
 */
export function useUrlNotices(leaving = false) {
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
    if (!leaving) void navigate({ pathname: location.pathname, search: '' }, { replace: true, state: location.state });
  }, [location.search, location.pathname, location.state, navigate, t, leaving]);
}
