import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PublicShell } from '../../../app/shell/PublicShell';
import { useAuthMode } from '../hooks/useAuthMode';
import { useReferral } from '../hooks/useReferral';
import { useSignedInRedirect } from '../hooks/useSignedInRedirect';
import { useUrlNotices } from '../hooks/useUrlNotices';
import { useVerifyDialog } from '../hooks/useVerifyDialog';
import { AuthCard, AuthCardSkeleton } from './AuthCard';
import { LoginForm } from './LoginForm';

// Sign-in is what most visits want: the other modes and the verification dialog (Radix) load when
// first shown, so /login does not download them.
const RegisterForm = lazy(() => import('./RegisterForm').then((m) => ({ default: m.RegisterForm })));
const ForgotPasswordForm = lazy(() => import('./ForgotPasswordForm').then((m) => ({ default: m.ForgotPasswordForm })));
const UpdatePasswordForm = lazy(() => import('./UpdatePasswordForm').then((m) => ({ default: m.UpdatePasswordForm })));
const VerifyEmailDialog = lazy(() => import('./VerifyEmailDialog').then((m) => ({ default: m.VerifyEmailDialog })));

/**
 * The auth screen of /login, /register, /register/:referralCode and /forgot-password, in one of
 * four modes (spec 01 §4.3): sign in, create an account, ask for a reset link, set a new password.
 */
export function AuthPage() {
  const navigate = useNavigate();
  const { referralCode } = useParams();
  const { mode, recoveryToken, state, switchMode } = useAuthMode();
  const { session, user, shouldLeave, goOn } = useSignedInRedirect(mode);
  const referral = useReferral(mode === 'register' ? referralCode : undefined);
  const verify = useVerifyDialog(user);
  useUrlNotices(shouldLeave);

  const loading = (session.isLoading && !user) || shouldLeave;
  const backToLogin = () => switchMode('login');

  return (
    <PublicShell>
      <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-accent/40 to-background px-4 py-10 sm:items-center">
        {loading ? (
          <AuthCardSkeleton mode={mode} />
        ) : (
          <Suspense fallback={<AuthCardSkeleton mode={mode} />}>
            <AuthCard mode={mode}>
              {mode === 'login' && <LoginForm reason={state.reason} onVerifyNeeded={verify.show} onSignedIn={goOn} />}
              {mode === 'register' && <RegisterForm referral={referral} onRegistered={() => navigate('/login')} />}
              {mode === 'forgotPassword' && <ForgotPasswordForm onBack={backToLogin} />}
              {mode === 'updatePassword' && <UpdatePasswordForm token={recoveryToken} onDone={backToLogin} onBack={backToLogin} />}
            </AuthCard>
          </Suspense>
        )}
      </div>
      {verify.open && (
        <Suspense fallback={null}>
          <VerifyEmailDialog open email={verify.email} onOpenChange={verify.setOpen} />
        </Suspense>
      )}
    </PublicShell>
  );
}
