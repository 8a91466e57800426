import type { FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { truncatePassword } from '@shared/auth/input.rules';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField, fieldErrorId } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
import { PasswordRulesList } from '../../auth/components/PasswordRulesList';
import { useChangePassword } from '../api/settings.api';
import { EMPTY_PASSWORD_FORM, validatePasswordForm, type TPasswordFormValues } from '../lib/password-form';
import { useErrorText } from '../lib/use-error-text';
import { useValidationText } from '../lib/use-validation-text';
import { PasswordInput } from './PasswordInput';

const FIELDS = [
  { key: 'currentPassword', testId: 'settings-password-current', autoComplete: 'current-password' },
  { key: 'newPassword', testId: 'settings-password-new', autoComplete: 'new-password' },
  { key: 'confirmPassword', testId: 'settings-password-confirm', autoComplete: 'new-password' },
] as const;

const RULES_ID = 'settings-password-rules';

/** Whether a failed change means the current password was wrong (better-auth: INVALID_PASSWORD). */
function isWrongCurrentPassword(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 401 || error.reason === 'invalid_password' || Boolean(error.fields?.password ?? error.fields?.currentPassword);
}

/** Password change: other devices are signed out once it succeeds. */
export function ChangePasswordCard() {
  const { t } = useTranslation('settings');
  const translate = useValidationText();
  const errorText = useErrorText();
  const change = useChangePassword();
  const form = useSchemaForm<TPasswordFormValues, TPasswordFormValues>(EMPTY_PASSWORD_FORM, validatePasswordForm);
  const { values, set, blur, errorOf } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) return;
    change.mutate(
      { currentPassword: body.currentPassword, newPassword: body.newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY_PASSWORD_FORM);
          toast.success(t('security.password.changed'));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.newPassword) form.setServerErrors({ newPassword: error.fields.newPassword });
          else if (isWrongCurrentPassword(error)) form.setServerErrors({ currentPassword: t('security.password.wrongCurrent') });
          else toast.error(t('security.password.failed'), { description: errorText(error) });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          {t('security.password.title')}
        </CardTitle>
        <CardDescription>{t('security.password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4" aria-label={t('security.password.title')}>
          {FIELDS.map(({ key, testId, autoComplete }) => {
            const error = translate(errorOf(key));
            const describedBy = [error && fieldErrorId(testId), key === 'newPassword' && RULES_ID].filter(Boolean).join(' ');
            return (
              <div key={key} className="grid gap-2">
                <FormField id={testId} label={t(`security.password.fields.${key}`)} error={error}>
                  <PasswordInput
                    id={testId}
                    data-testid={testId}
                    value={values[key]}
                    onChange={(event) => set(key, key === 'currentPassword' ? event.target.value : truncatePassword(event.target.value))}
                    onBlur={() => blur(key)}
                    autoComplete={autoComplete}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy || undefined}
                  />
                </FormField>
                {key === 'newPassword' && <PasswordRulesList id={RULES_ID} password={values.newPassword} />}
              </div>
            );
          })}
          <p className="text-xs text-muted-foreground">{t('security.password.otherSessions')}</p>
          <Button type="submit" disabled={change.isPending} data-testid="settings-password-submit" className="justify-self-start max-sm:w-full">
            {change.isPending && <Spinner className="size-4 text-current" />}
            {t('security.password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
