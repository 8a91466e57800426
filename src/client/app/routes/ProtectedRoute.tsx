import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { SETTINGS_DEFAULTS } from '@shared/common/settings';
import { useSession } from '../../features/auth/api/session';
import { useSessionExpiry } from '../../features/auth/hooks/useSessionExpiry';
import { ProfileCompletionDialog } from '../../features/profile/components/ProfileCompletionDialog';
import { useProfile } from '../../features/profile/api/profile';
import { useMaintenanceMode } from '../../features/maintenance/api/maintenance.api';
import { AuthLoadingScreen, SessionErrorScreen } from './LoadingScreens';
import { useBanEnforcement } from './use-ban-enforcement';
import { useDelayedFlag } from './use-delayed-flag';

/** Shown only while maintenance mode is on, so loaded only then. */
const MaintenancePage = lazy(() => import('../../features/maintenance/components/MaintenancePage').then((m) => ({ default: m.MaintenancePage })));

export type TLoginRedirectReason = 'not_authenticated' | 'email_not_confirmed' | 'session_expired';

/**
 * The guard of the signed-in area (spec 01 §2.2): only a signed-in user with a confirmed email
 * passes, and only once the profile is there, or the data-loading timeout forces the shell to
 * show (with an error toast) rather than a spinner that never ends. A session that ends under
 * the person (a call answered 401) sends them to sign in again and back to the same page; one
 * they ended (logout) sends them home, as the app shell of spec 01 §2.1 does; a ban, to sign in.
 * While maintenance mode is on, everyone but admins sees the maintenance page instead of the area.
 * Until the profile is complete, the completion dialog is offered over the area.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const user = session.data?.user;
  const allowed = !!user?.emailVerified;
  const profile = useProfile(allowed);
  const maintenance = useMaintenanceMode(allowed);
  const underMaintenance = !!maintenance?.maintenanceMode && (profile.data?.role ?? user?.role) !== 'admin';
  const timedOut = useDelayedFlag(allowed && profile.isPending, SETTINGS_DEFAULTS.dataLoadingTimeoutMs);
  const profileFailed = allowed && !underMaintenance && (profile.isError || (timedOut && profile.isPending));
  const banned = useBanEnforcement(profile.data);
  const expiredAt = useSessionExpiry();
  const wasInside = useRef(false);
  useEffect(() => {
    if (user) wasInside.current = true;
  }, [user]);

  useEffect(() => {
    if (profileFailed) toast.error(t('errors.title'), { id: 'profile-load-failed', description: t('toasts.profileLoadFailed') });
  }, [profileFailed, t]);

  if (session.data === undefined) {
    if (session.isError) return <SessionErrorScreen onRetry={() => void session.refetch()} />;
    return <AuthLoadingScreen />;
  }
  if (!user && banned) return <Navigate to="/login" replace />;
  if (!user && expiredAt) return <Navigate to="/login" replace state={{ reason: 'session_expired' satisfies TLoginRedirectReason, from: expiredAt }} />;
  if (!user && wasInside.current) return <Navigate to="/" replace />;
  if (!user) return <Navigate to="/login" replace state={{ reason: 'not_authenticated' satisfies TLoginRedirectReason, from: location }} />;
  if (!user.emailVerified) {
    return <Navigate to="/login" replace state={{ reason: 'email_not_confirmed' satisfies TLoginRedirectReason, from: location }} />;
  }
  if (banned) return <AuthLoadingScreen />;
  if (underMaintenance) {
    return (
      <Suspense fallback={<AuthLoadingScreen />}>
        <MaintenancePage userId={user.id} message={maintenance?.maintenanceMessage} />
      </Suspense>
    );
  }
  if (profile.isPending && !timedOut) return <AuthLoadingScreen />;
  return (
    <>
      {children}
      {profile.data && <ProfileCompletionDialog profile={profile.data} />}
    </>
  );
}
