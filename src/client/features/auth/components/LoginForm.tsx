import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { signInForm } from '@shared/auth/auth.rules';
import { needsSecondFactor, useSignIn } from '../api/auth-api';
import { useAuthForm } from '../hooks/useAuthForm';
import type { TAuthReason } from '../lib/auth-mode';
import { translateValidationMessage } from '../lib/messages';
import { announceSignInError } from '../lib/sign-in-errors';
import { DemoAccounts } from './DemoAccounts';
import { FormNotice } from './FormNotice';
import { PasswordField, TextField } from './FormField';
import { SocialSignIn } from './SocialSignIn';
import { SubmitButton } from './SubmitButton';
import { TwoFactorStep } from './TwoFactorStep';

interface TLoginFormProps {
  reason?: TAuthReason;
  /** The email is not confirmed yet: open the verification dialog for it. */
  onVerifyNeeded: (email: string) => void;
  onSignedIn: (role: string | null | undefined) => void;
}

export function LoginForm({ reason, onVerifyNeeded, onSignedIn }: TLoginFormProps) {
  const { t, i18n } = useTranslation('auth');
  const signIn = useSignIn();
  const form = useAuthForm({ schema: signInForm, initial: { email: '', password: '' } });
  const [secondFactor, setSecondFactor] = useState(false);
  const error = (field: 'email' | 'password') => translateValidationMessage(t, form.errorOf(field));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = form.validate();
    if (!result.ok) return;
    const { email, password } = result.data;
    signIn.mutate(
      { email, password },
      {
        onSuccess: (answer) => {
          if (needsSecondFactor(answer)) {
            setSecondFactor(true);
            return;
          }
          const { user } = answer;
          // A provider that signs in without a confirmed address still may not enter (spec 01 §4.3).
          if (!user.emailVerified) {
            toast.error(t('toasts.verifyTitle'), { description: t('toasts.verifyBody', { email }) });
            onVerifyNeeded(email);
            return;
          }
          onSignedIn(user.role);
        },
        onError: (failure) => {
          const lang = i18n.resolvedLanguage ?? i18n.language;
          if (announceSignInError(failure, { t, lang, email }) === 'verify') onVerifyNeeded(email);
        },
      },
    );
  };

  if (secondFactor) {
    return (
      <TwoFactorStep
        onSignedIn={onSignedIn}
        onBack={() => {
          setSecondFactor(false);
          form.reset({ email: form.values.email, password: '' });
        }}
      />
    );
  }

  return (
    <div className="grid gap-5">
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('modes.login.title')}>
        {reason && <FormNotice tone="info" testId="auth-reason">{t(`notices.${reason}`)}</FormNotice>}
        <TextField
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          label={t('fields.email')}
          placeholder={t('placeholders.email')}
          value={form.values.email}
          onValue={(v) => form.setValue('email', v)}
          error={error('email')}
        />
        <div className="grid gap-1.5">
          <PasswordField
            name="password"
            autoComplete="current-password"
            label={t('fields.password')}
            value={form.values.password}
            onValue={(v) => form.setValue('password', v)}
            error={error('password')}
          />
          <Link to="/forgot-password" className="justify-self-end text-sm text-primary underline-offset-4 hover:underline" data-testid="auth-forgot-link">
            {t('actions.forgotPassword')}
          </Link>
        </div>
        <SubmitButton pending={signIn.isPending}>{t('actions.signIn')}</SubmitButton>
      </form>
      <SocialSignIn />
      <DemoAccounts onPick={({ email, password }) => form.reset({ email, password })} />
      <p className="text-center text-sm text-muted-foreground">
        {t('actions.noAccount')}{' '}
        <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline" data-testid="auth-register-link">
          {t('actions.createAccount')}
        </Link>
      </p>
    </div>
  );
}
