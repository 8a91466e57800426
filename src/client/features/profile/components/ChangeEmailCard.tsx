import { useState, type FormEvent } from 'react';
import { AtSign } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { truncateField } from '@shared/auth/input.rules';
import { ZEmailChange } from '@shared/profile/profile.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField, controlProps } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useSchemaForm, validateWith } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
import { translateAuthMessage } from '../../auth/lib/password-messages';
import { FormNotice } from '../../auth/components/FormNotice';
import { useRequestEmailChange } from '../api/profile';
import { useEmailChangedNotice } from '../hooks/useEmailChangedNotice';

const FIELD_ID = 'settings-email-new';
const validate = (values: { newEmail: string }) => validateWith(ZEmailChange, values);

/**
 * Settings → Profile: a new sign-in email, confirmed by a link sent to it (spec 01 §8: an info
 * notice that confirmation is needed; a warning when asked more than about once an hour).
 */
export function ChangeEmailCard({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const { t: tAuth } = useTranslation('auth');
  const change = useRequestEmailChange();
  const form = useSchemaForm({ newEmail: '' }, validate);
  const [pendingTo, setPendingTo] = useState<string | null>(null);
  useEmailChangedNotice();
  const error = translateAuthMessage(tAuth, form.errorOf('newEmail'));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) return;
    const newEmail = body.newEmail.toLowerCase();
    change.mutate(newEmail, {
      onSuccess: () => {
        setPendingTo(newEmail);
        form.reset({ newEmail: '' });
        toast.info(t('changeEmail.sentTitle'), { description: t('changeEmail.sentBody', { email: newEmail }) });
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 429) {
          const description = failure.reason === 'email_change_rate_limited' ? t('changeEmail.rateLimited') : t('changeEmail.tooManyAttempts');
          toast.warning(t('changeEmail.rateLimitedTitle'), { description });
        } else if (failure instanceof ApiError && failure.fields?.newEmail) {
          form.setServerErrors({ newEmail: failure.fields.newEmail === 'This is already your email address' ? t('changeEmail.sameAddress') : failure.fields.newEmail });
        } else {
          toast.error(t('changeEmail.failed'), { description: failure instanceof ApiError && failure.status === 0 ? t('errors.network') : failure.message });
        }
      },
    });
  };

  return (
    <Card data-testid="change-email-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <AtSign className="size-5 text-primary" aria-hidden="true" />
          {t('changeEmail.title')}
        </CardTitle>
        <CardDescription>{t('changeEmail.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4" aria-label={t('changeEmail.title')}>
          <p className="text-sm">
            <span className="text-muted-foreground">{t('changeEmail.current')} </span>
            <span className="font-medium break-all" data-testid="settings-email-current">
              {email}
            </span>
          </p>
          {pendingTo && (
            <FormNotice tone="info" testId="change-email-pending">
              {t('changeEmail.pending', { email: pendingTo })}
            </FormNotice>
          )}
          <FormField id={FIELD_ID} label={t('changeEmail.newEmail')} error={error} hint={t('changeEmail.hint')}>
            <Input
              {...controlProps(FIELD_ID, error, () => form.blur('newEmail'))}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={tAuth('placeholders.email')}
              value={form.values.newEmail}
              onChange={(event) => form.set('newEmail', truncateField(event.target.value))}
            />
          </FormField>
          <Button type="submit" disabled={change.isPending} data-testid="settings-email-submit" className="justify-self-start max-sm:w-full">
            {change.isPending && <Spinner className="size-4 text-current" />}
            {t('changeEmail.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
