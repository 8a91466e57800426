import { useNavigate, useParams } from 'react-router';
import { PublicShell } from '../../../app/shell/PublicShell';
import { useAuthMode } from '../hooks/useAuthMode';
import { useReferral } from '../hooks/useReferral';
import { useSignedInRedirect } from '../hooks/useSignedInRedirect';
import { useUrlNotices } from '../hooks/useUrlNotices';
import { useVerifyDialog } from '../hooks/useVerifyDialog';
import { AuthCard, AuthCardSkeleton } from './AuthCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { UpdatePasswordForm } from './UpdatePasswordForm';
import { VerifyEmailDialog } from './VerifyEmailDialog';

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
          <AuthCard mode={mode}>
            {mode === 'login' && <LoginForm reason={state.reason} onVerifyNeeded={verify.show} onSignedIn={goOn} />}
            {mode === 'register' && <RegisterForm referral={referral} onRegistered={() => navigate('/login')} />}
            {mode === 'forgotPassword' && <ForgotPasswordForm onBack={backToLogin} />}
            {mode === 'updatePassword' && <UpdatePasswordForm token={recoveryToken} onDone={backToLogin} onBack={backToLogin} />}
          </AuthCard>
        )}
      </div>
      <VerifyEmailDialog open={verify.open} email={verify.email} onOpenChange={verify.setOpen} />
    </PublicShell>
  );
}
