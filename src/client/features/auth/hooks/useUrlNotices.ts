import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

/** Why a provider sign-in came back without a session (better-auth's callback error codes). */
function socialErrorText(t: TFunction<'auth'>, error: string, provider: 'google' | 'microsoft'): string {
  const name = t(`providers.${provider}`);
  if (error === 'access_denied') return t('toasts.socialCancelled', { provider: name });
  if (error === 'account_not_linked') return t('toasts.socialNotLinked', { provider: name });
  if (error === 'email_not_verified') return t('toasts.socialEmailNotVerified', { provider: name });
  return t('toasts.socialFailedBody', { provider: name });
}

/**
 * The verification link comes back as `?verified=1` (and signed in) or
 * `?error=invalid_token|token_expired`, a provider sign-in that failed as
 * `?social=<provider>&error=<code>`: say so once, then clean the query so a reload does not
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
    const social = params.get('social');
    if (error && (social === 'google' || social === 'microsoft')) {
      toast.error(t('toasts.socialSignInFailedTitle', { provider: t(`providers.${social}`) }), { id: 'auth-social-error', description: socialErrorText(t, error, social) });
    } else if (error) {
      const description = error === 'token_expired' ? t('toasts.linkExpired') : t('toasts.linkInvalid');
      toast.error(t('toasts.linkErrorTitle'), { id: 'auth-link-error', description });
    }
    if (!leaving) void navigate({ pathname: location.pathname, search: '' }, { replace: true, state: location.state });
  }, [location.search, location.pathname, location.state, navigate, t, leaving]);
}
