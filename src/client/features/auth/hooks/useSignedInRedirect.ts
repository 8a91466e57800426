import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../api/session';
import { authStateOf, destinationAfterSignIn, type TAuthMode } from '../lib/auth-mode';

/**
 * Sends a signed-in user with a confirmed email on from the auth screen: back where the guard
 * stopped them, else /admin or /dashboard. Not while they are setting a new password.
 */
export function useSignedInRedirect(mode: TAuthMode) {
  const session = useSession();
  const navigate = useNavigate();
  const { state } = useLocation();
  const from = authStateOf(state).from;
  const user = session.data?.user;

  const goOn = useCallback(
    (role: string | null | undefined) => navigate(destinationAfterSignIn(role, from), { replace: true }),
    [navigate, from],
  );

  const shouldLeave = !!user?.emailVerified && mode !== 'updatePassword';
  useEffect(() => {
    if (shouldLeave) void goOn(user?.role);
  }, [shouldLeave, goOn, user?.role]);

  return { session, user, shouldLeave, goOn };
}
