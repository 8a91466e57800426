import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField, fieldErrorId } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { PasswordInput } from './PasswordInput';

interface TPasswordPromptProps {
  id: string;
  /** What the confirm button says ("Continue", "Turn off"). */
  confirmLabel: string;
  pending: boolean;
  /** The server's refusal (wrong password), already translated. */
  error?: string;
  onConfirm: (password: string) => void;
  onCancel: () => void;
  destructive?: boolean;
}

/** Asks for the account password again before a security change. */
export function PasswordPrompt({ id, confirmLabel, pending, error, onConfirm, onCancel, destructive }: TPasswordPromptProps) {
  const { t } = useTranslation('settings');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const shown = missing ? t('security.twoFactor.passwordRequired') : error;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    onConfirm(password);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-3 rounded-md border bg-muted/40 p-4">
      <FormField id={id} label={t('security.twoFactor.password')} error={shown} hint={t('security.twoFactor.passwordHint')}>
        <PasswordInput
          id={id}
          data-testid={id}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setMissing(false);
          }}
          autoComplete="current-password"
          autoFocus
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? fieldErrorId(id) : undefined}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending} data-testid={`${id}-confirm`}>
          {pending && <Spinner className="size-4 text-current" />}
          {confirmLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          {t('common:actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
