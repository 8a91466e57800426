import type { FormEvent } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { AUTH_MESSAGES, ZUpdatePasswordForm } from '@shared/auth/auth.schema';
import { truncatePassword } from '@shared/auth/input.rules';
import { PASSWORD_MAX_LENGTH } from '@shared/auth/password.rules';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { useResetPassword } from '../api/auth-api';
import { confirmationCheck, useAuthForm, type TFieldRule } from '../hooks/useAuthForm';
import { errorTextOf } from '../lib/messages';
import { policyRulesOf, translateAuthMessage } from '../lib/password-messages';
import { PasswordField } from './FormField';
import { PasswordRulesList } from './PasswordRulesList';
import { SubmitButton } from './SubmitButton';

const RULES_ID = 'auth-password-rules';
const secret: TFieldRule = { max: PASSWORD_MAX_LENGTH, maxMessage: AUTH_MESSAGES.passwordMaxLength, filter: truncatePassword };
const RULES = { password: secret, confirmPassword: secret };

/** The new password of a recovery link; `token` came from the link's hash. */
export function UpdatePasswordForm({ token, onDone, onBack }: { token: string; onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const form = useAuthForm({ schema: ZUpdatePasswordForm, initial: { password: '', confirmPassword: '' }, rules: RULES, crossCheck: confirmationCheck });
  const passwordMessage = form.errorOf('password');
  const passwordError = passwordMessage && !form.submitted && policyRulesOf(passwordMessage) ? undefined : translateAuthMessage(t, passwordMessage);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = form.validate();
    if (!result.ok) {
      if (result.errors.confirmPassword === AUTH_MESSAGES.passwordMismatch) toast.error(t('validation.passwordMismatch'));
      return;
    }
    if (!token) {
      toast.error(t('toasts.resetLinkInvalidTitle'), { description: t('toasts.resetLinkInvalid') });
      return;
    }
    reset.mutate(
      { newPassword: result.data.password, token },
      {
        onSuccess: () => {
          toast.success(t('toasts.passwordUpdatedTitle'), { description: t('toasts.passwordUpdatedBody') });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.reason === 'invalid_token') {
            toast.error(t('toasts.resetLinkInvalidTitle'), { description: t('toasts.resetLinkInvalid') });
          } else {
            if (error instanceof ApiError && error.fields) {
              // The endpoint names the field newPassword; the form calls it password.
              const { newPassword, ...fields } = error.fields;
              form.setServerErrors(newPassword ? { ...fields, password: newPassword } : fields);
            }
            toast.error(t('toasts.passwordUpdateFailed'), { description: errorTextOf(t, error, t('toasts.unknownError')) });
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('modes.updatePassword.title')}>
      <PasswordField
        name="password"
        autoComplete="new-password"
        label={t('fields.newPassword')}
        value={form.values.password}
        onValue={(v) => form.setValue('password', v)}
        error={passwordError}
        describedIds={RULES_ID}
        after={<PasswordRulesList id={RULES_ID} password={form.values.password} />}
      />
      <PasswordField
        name="confirmPassword"
        autoComplete="new-password"
        label={t('fields.confirmPassword')}
        value={form.values.confirmPassword}
        onValue={(v) => form.setValue('confirmPassword', v)}
        error={translateAuthMessage(t, form.errorOf('confirmPassword'))}
      />
      <SubmitButton pending={reset.isPending}>{t('actions.updatePassword')}</SubmitButton>
      <Button variant="ghost" onClick={onBack} data-testid="auth-back-to-login">
        <ArrowLeft /> {t('actions.backToLogin')}
      </Button>
    </form>
  );
}
