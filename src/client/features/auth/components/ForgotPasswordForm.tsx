import type { FormEvent } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { ZForgotPasswordForm } from '@shared/auth/auth.schema';
import { Button } from '../../../components/ui/button';
import { useRequestPasswordReset } from '../api/auth-api';
import { useAuthForm } from '../hooks/useAuthForm';
import { errorTextOf, translateValidationMessage } from '../lib/messages';
import { TextField } from './FormField';
import { SubmitButton } from './SubmitButton';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const form = useAuthForm({ schema: ZForgotPasswordForm, initial: { email: '' } });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = form.validate();
    if (!result.ok) return;
    const { email } = result.data;
    request.mutate(email, {
      onSuccess: () => toast.success(t('toasts.resetSentTitle'), { description: t('toasts.resetSentBody', { email }) }),
      onError: (error) => toast.error(t('toasts.resetRequestFailed'), { description: errorTextOf(t, error, t('toasts.unknownError')) }),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('modes.forgotPassword.title')}>
      <TextField
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('fields.email')}
        placeholder={t('placeholders.email')}
        value={form.values.email}
        onValue={(v) => form.setValue('email', v)}
        error={translateValidationMessage(t, form.errorOf('email'))}
      />
      <SubmitButton pending={request.isPending}>{t('actions.resetPassword')}</SubmitButton>
      <Button variant="ghost" onClick={onBack} data-testid="auth-back-to-login">
        <ArrowLeft /> {t('actions.backToLogin')}
      </Button>
    </form>
  );
}
