import { useCallback, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { USER_ROLES, ZAdminUserUpdate, type TAdminUserDetail, type TAdminUserUpdate } from '@shared/admin/admin.schema';
import { MEMBERSHIP_TIERS } from '@shared/membership/membership.rules';
import { Button } from '../../../components/ui/button';
import { FormField, controlProps, focusFirstInvalid } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/option-select';
import { Spinner } from '../../../components/ui/spinner';
import { useSchemaForm, validateWith } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
import { instantOf, wallClockOf } from '../../../lib/time-zone';
import { useAdminErrorText, useAdminMessage } from '../lib/use-admin-error-text';
import { useAdminZone } from './use-admin-zone';

interface TEditValues {
  role: TAdminUserDetail['role'];
  membershipTier: TAdminUserDetail['membershipTier'];
  /** The `datetime-local` input's wall-clock value in the admin's time zone. */
  trialEndsAt: string;
}

interface TUserEditFormProps {
  user: TAdminUserDetail;
  /** The admin's own account: the role stays (the server refuses a self-demotion anyway). */
  isSelf: boolean;
  update: { mutate: (body: TAdminUserUpdate, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void; isPending: boolean };
}

const localOf = (instant: string | null, zone: string) => {
  const { day, time } = wallClockOf(instant, zone);
  return day ? `${day}T${time}` : '';
};

/** What the form changes, as the API takes it: only the fields that differ from the saved account. */
function bodyOf(values: TEditValues, user: TAdminUserDetail, zone: string): Record<string, string> {
  const body: Record<string, string> = {};
  if (values.role !== user.role) body.role = values.role;
  if (values.membershipTier !== user.membershipTier) body.membershipTier = values.membershipTier;
  if (values.membershipTier === 'trial' && (values.membershipTier !== user.membershipTier || values.trialEndsAt !== localOf(user.trialEndsAt, zone))) {
    const [day = '', time = ''] = values.trialEndsAt.split('T');
    // Left out when empty, so the schema asks for it; an unreadable one goes as typed, so the schema names it.
    if (values.trialEndsAt) body.trialEndsAt = instantOf(day, time, zone) || values.trialEndsAt;
  }
  return body;
}

/** Role, membership tier and trial end of an account, checked with the API's own schema before saving. */
export function UserEditForm({ user, isSelf, update }: TUserEditFormProps) {
  const { t } = useTranslation('admin');
  const zone = useAdminZone();
  const message = useAdminMessage();
  const errorText = useAdminErrorText();
  const validate = useCallback((values: TEditValues) => validateWith(ZAdminUserUpdate, bodyOf(values, user, zone)), [user, zone]);
  const form = useSchemaForm<TEditValues, TAdminUserUpdate>({ role: user.role, membershipTier: user.membershipTier, trialEndsAt: localOf(user.trialEndsAt, zone) }, validate);
  const changed = Object.keys(bodyOf(form.values, user, zone)).length > 0;
  const trialError = message(form.errorOf('trialEndsAt'));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    update.mutate(body, {
      onSuccess: () => toast.success(t('edit.saved')),
      onError: (error) => {
        if (error instanceof ApiError && error.fields) form.setServerErrors(error.fields);
        toast.error(t('edit.failed'), { description: errorText(error) });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="admin-user-edit-form">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id="admin-edit-role" label={t('edit.role')} hint={isSelf ? t('edit.selfRole') : undefined}>
          <OptionSelect
            {...controlProps('admin-edit-role', undefined, () => form.blur('role'))}
            options={USER_ROLES}
            labelOf={(role) => t(`roles.${role}`)}
            value={form.values.role}
            disabled={isSelf}
            onChange={(e) => form.set('role', e.target.value as TEditValues['role'])}
          />
        </FormField>
        <FormField id="admin-edit-tier" label={t('edit.tier')}>
          <OptionSelect
            {...controlProps('admin-edit-tier', undefined, () => form.blur('membershipTier'))}
            options={MEMBERSHIP_TIERS}
            labelOf={(tier) => t(`common:membership.tiers.${tier}`)}
            value={form.values.membershipTier}
            onChange={(e) => form.set('membershipTier', e.target.value as TEditValues['membershipTier'])}
          />
        </FormField>
        {form.values.membershipTier === 'trial' && (
          <FormField id="admin-edit-trial" label={t('edit.trialEnds')} error={trialError} hint={t('edit.trialHint')} required className="sm:col-span-2">
            <Input
              {...controlProps('admin-edit-trial', trialError, () => form.blur('trialEndsAt'))}
              type="datetime-local"
              value={form.values.trialEndsAt}
              min={localOf(new Date().toISOString(), zone)}
              onChange={(e) => form.set('trialEndsAt', e.target.value)}
              required
            />
          </FormField>
        )}
      </div>
      <div>
        <Button type="submit" disabled={!changed || update.isPending} data-testid="admin-user-save">
          {update.isPending && <Spinner className="size-4 text-primary-foreground" />}
          {update.isPending ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
