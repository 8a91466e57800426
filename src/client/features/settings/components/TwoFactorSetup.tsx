import { useState, type FormEvent } from 'react';
import { Copy } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormField, fieldErrorId } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { copyText } from '../../../lib/copy-text';
import { useVerifyTwoFactorSetup, type TTwoFactorSetup } from '../api/settings.api';
import { useErrorText } from '../lib/use-error-text';

const CODE_LENGTH = 6;

/** The key inside the otpauth:// address, in groups of four for typing by hand. */
function secretOf(totpURI: string): string {
  let secret: string | null = null;
  try {
    secret = new URL(totpURI).searchParams.get('secret');
  } catch {
    secret = null;
  }
  return (secret ?? '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** Second step of turning two-factor on: scan, keep the backup codes, prove it works with a code. */
export function TwoFactorSetup({ setup, onDone, onCancel }: { setup: TTwoFactorSetup; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const verify = useVerifyTwoFactorSetup();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const secret = secretOf(setup.totpURI);

  const copyCodes = async () => {
    if (await copyText(setup.backupCodes.join('\n'))) toast.success(t('security.twoFactor.codesCopied'));
    else toast.error(t('common:toasts.copyFailed'));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) {
      setError(t('security.twoFactor.codeLength'));
      return;
    }
    verify.mutate(code, {
      onSuccess: () => {
        toast.success(t('security.twoFactor.enabled'));
        onDone();
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 401) setError(t('security.twoFactor.invalidCode'));
        else toast.error(t('security.twoFactor.failed'), { description: errorText(failure) });
      },
    });
  };

  return (
    <div className="grid gap-6" data-testid="settings-2fa-setup">
      <div className="grid gap-6 md:grid-cols-[auto_1fr]">
        <div className="grid content-start justify-items-center gap-2">
          <div className="rounded-lg border bg-white p-3">
            <QRCodeSVG value={setup.totpURI} size={176} title={t('security.twoFactor.qrTitle')} />
          </div>
        </div>
        <div className="grid content-start gap-4 text-sm">
          <ol className="grid list-decimal gap-1 pl-5 text-muted-foreground">
            <li>{t('security.twoFactor.stepScan')}</li>
            <li>{t('security.twoFactor.stepCodes')}</li>
            <li>{t('security.twoFactor.stepVerify')}</li>
          </ol>
          <div className="grid gap-1">
            <p className="font-medium">{t('security.twoFactor.manualEntry')}</p>
            <code className="break-all rounded-md bg-muted px-3 py-2 font-mono text-sm" data-testid="settings-2fa-secret">
              {secret}
            </code>
          </div>
        </div>
      </div>

      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium">{t('security.twoFactor.backupCodes')}</p>
          <Button variant="outline" size="sm" onClick={() => void copyCodes()} data-testid="settings-2fa-copy-codes">
            <Copy aria-hidden="true" />
            {t('security.twoFactor.copyCodes')}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{t('security.twoFactor.backupCodesHint')}</p>
        <ul className="grid grid-cols-2 gap-2 rounded-md border bg-muted/40 p-3 font-mono text-sm sm:grid-cols-3" data-testid="settings-2fa-backup-codes">
          {setup.backupCodes.map((backupCode) => (
            <li key={backupCode}>{backupCode}</li>
          ))}
        </ul>
      </div>

      <form noValidate onSubmit={onSubmit} className="grid max-w-xs gap-3">
        <FormField id="settings-2fa-code" label={t('security.twoFactor.code')} error={error}>
          <Input
            id="settings-2fa-code"
            data-testid="settings-2fa-code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH));
              setError(undefined);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="000000"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldErrorId('settings-2fa-code') : undefined}
            className="text-center font-mono text-lg tracking-[0.5em]"
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={verify.isPending} data-testid="settings-2fa-verify">
            {verify.isPending && <Spinner className="size-4 text-current" />}
            {t('security.twoFactor.verify')}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={verify.isPending}>
            {t('common:actions.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
