import { useState, type FormEvent } from 'react';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { useVerifyTotp } from '../api/auth-api';
import { errorTextOf } from '../lib/messages';
import { TextField } from './FormField';
import { SubmitButton } from './SubmitButton';

const CODE_LENGTH = 6;

/** The second step of a sign-in with two-factor authentication on: the authenticator's code. */
export function TwoFactorStep({ onSignedIn, onBack }: { onSignedIn: (role: string | null | undefined) => void; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const verify = useVerifyTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) {
      setError(t('twoFactor.codeLength'));
      return;
    }
    verify.mutate(code, {
      onSuccess: ({ user }) => onSignedIn(user.role),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 429) {
          toast.error(t('toasts.tooManyAttemptsTitle'), { description: t('toasts.tooManyAttempts') });
        } else if (failure instanceof ApiError && failure.status === 401) {
          setError(t('twoFactor.invalidCode'));
        } else {
          toast.error(t('toasts.errorTitle'), { description: errorTextOf(t, failure, t('toasts.unknownError')) });
        }
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('twoFactor.title')}>
      <div className="flex items-start gap-3 rounded-md border bg-muted/40 p-3 text-sm">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <p className="font-medium">{t('twoFactor.title')}</p>
          <p className="text-muted-foreground">{t('twoFactor.description')}</p>
        </div>
      </div>
      <TextField
        name="totp"
        label={t('twoFactor.code')}
        value={code}
        onValue={(v) => {
          setCode(v.replace(/\D/g, '').slice(0, CODE_LENGTH));
          setError(undefined);
        }}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em]"
      />
      <SubmitButton pending={verify.isPending}>{t('twoFactor.verify')}</SubmitButton>
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft /> {t('actions.backToLogin')}
      </Button>
    </form>
  );
}
