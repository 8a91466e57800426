import { useState } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api';
import { useDisableTwoFactor, useEnableTwoFactor, type TTwoFactorSetup } from '../api/settings.api';
import { useErrorText } from '../lib/use-error-text';
import { PasswordPrompt } from './PasswordPrompt';
import { TwoFactorSetup } from './TwoFactorSetup';

/** Where the card is: at rest, asking for the password, or showing the new authenticator key. */
type TStep = { name: 'idle' } | { name: 'password' } | { name: 'setup'; setup: TTwoFactorSetup };

/** better-auth answers a wrong password with INVALID_PASSWORD, which the API maps to a field. */
function isWrongPassword(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || Boolean(error.fields?.password) || error.reason === 'invalid_password');
}

/** Two-factor authentication with an authenticator app: turn it on (with a QR code) or off. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [step, setStep] = useState<TStep>({ name: 'idle' });
  const [passwordError, setPasswordError] = useState<string>();
  const pending = enable.isPending || disable.isPending;

  const reset = () => {
    setStep({ name: 'idle' });
    setPasswordError(undefined);
  };

  const onPasswordError = (error: unknown) => {
    if (isWrongPassword(error)) setPasswordError(t('security.twoFactor.wrongPassword'));
    else toast.error(t('security.twoFactor.failed'), { description: errorText(error) });
  };

  const confirm = (password: string) => {
    setPasswordError(undefined);
    if (enabled) {
      disable.mutate(password, {
        onSuccess: () => {
          reset();
          toast.success(t('security.twoFactor.disabled'));
        },
        onError: onPasswordError,
      });
    } else {
      enable.mutate(password, { onSuccess: (setup) => setStep({ name: 'setup', setup }), onError: onPasswordError });
    }
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            {enabled ? <ShieldCheck className="size-5 text-success" aria-hidden="true" /> : <ShieldOff className="size-5 text-muted-foreground" aria-hidden="true" />}
            {t('security.twoFactor.title')}
          </CardTitle>
          <Badge variant={enabled ? 'success' : 'secondary'} data-testid="settings-2fa-status">
            {enabled ? t('security.twoFactor.on') : t('security.twoFactor.off')}
          </Badge>
        </div>
        <CardDescription>{t('security.twoFactor.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {step.name === 'setup' && !enabled ? (
          <TwoFactorSetup setup={step.setup} onDone={reset} onCancel={reset} />
        ) : step.name === 'password' ? (
          <PasswordPrompt
            id="settings-2fa-password"
            confirmLabel={enabled ? t('security.twoFactor.disable') : t('security.twoFactor.continue')}
            destructive={enabled}
            pending={pending}
            error={passwordError}
            onConfirm={confirm}
            onCancel={reset}
          />
        ) : (
          <Button
            variant={enabled ? 'outline' : 'default'}
            onClick={() => setStep({ name: 'password' })}
            data-testid={enabled ? 'settings-2fa-disable' : 'settings-2fa-enable'}
            className="max-sm:w-full"
          >
            {enabled ? t('security.twoFactor.disable') : t('security.twoFactor.enable')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
