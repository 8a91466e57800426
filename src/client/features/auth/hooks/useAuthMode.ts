import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { authStateOf, MODE_PATHS, pickAuthMode, recoveryTokenOf, type TAuthMode } from '../lib/auth-mode';

/**
 * The mode of the auth screen and the password-recovery token. The recovery marker is read from
 * the hash, announced once, then removed from the address bar; the token stays in memory only.
 */
export function useAuthMode() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const [recoveryToken, setRecoveryToken] = useState(() => recoveryTokenOf(location.hash));
  const state = authStateOf(location.state);

  useEffect(() => {
    const token = recoveryTokenOf(location.hash);
    if (token === null) return;
    setRecoveryToken(token);
    // A fixed id keeps it to one toast even when the effect runs twice (StrictMode).
    toast.success(t('toasts.recoveryReadyTitle'), { id: 'auth-recovery-ready', description: t('toasts.recoveryReadyBody') });
    // The router is not told on purpose: the token must leave the URL without a re-render.
    window.history.replaceState(window.history.state, '', location.pathname + location.search);
  }, [location.hash, location.pathname, location.search, t]);

  const mode = pickAuthMode({
    pathname: location.pathname,
    state: location.state,
    hash: recoveryToken === null ? '' : '#type=recovery',
  });

  /** Goes to another mode (e.g. back to login), keeping where the person was headed. */
  const switchMode = (next: TAuthMode) => {
    if (next !== 'updatePassword') setRecoveryToken(null);
    navigate(MODE_PATHS[next], { state: { mode: next, from: state.from } });
  };

  return { mode, recoveryToken: recoveryToken ?? '', state, switchMode };
}
