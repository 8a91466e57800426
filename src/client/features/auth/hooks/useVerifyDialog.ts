import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TSessionUser } from '../api/session';
import { authStateOf } from '../lib/auth-mode';

/**
 * The "verify your email" dialog: opened by a login answer or by navigation state (which is then
 * cleared so Back does not reopen it), and closed once a confirmed user is signed in.
 */
export function useVerifyDialog(user: TSessionUser | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [open, setOpen] = useState(false);

  const requested = authStateOf(location.state).showVerification;
  useEffect(() => {
    if (!requested) return;
    const { showVerification: _shown, email: requestedEmail, ...rest } = location.state as Record<string, unknown>;
    setEmail(typeof requestedEmail === 'string' ? requestedEmail : '');
    setOpen(true);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: rest });
  }, [requested, location.state, location.pathname, location.search, navigate]);

  const confirmed = !!user?.emailVerified;
  useEffect(() => {
    if (confirmed) setOpen(false);
  }, [confirmed]);

  const show = (address: string) => {
    setEmail(address);
    setOpen(true);
  };

  return { email, open, setOpen, show };
}
