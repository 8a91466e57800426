import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { BAN_DAYS_MAX, BAN_REASON_MAX, ZAdminBan, type TAdminBan, type TAdminUserDetail } from '@shared/admin/admin.schema';
import { FormDialog, ValidatedDialogForm } from '../../../components/ui/form-dialog';
import { FormField, fieldBindings } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useSchemaForm, validateWith } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
import { useAdminErrorText, useAdminMessage } from '../lib/use-admin-error-text';

interface TBanValues {
  reason: string;
  /** As typed: the schema says what is wrong with it. */
  days: string;
}

const DEFAULT_DAYS = '7';

const validateBan = (values: TBanValues) => validateWith(ZAdminBan, { reason: values.reason, days: values.days.trim() === '' ? undefined : Number(values.days) });

interface TBanDialogProps {
  open: boolean;
  onClose: () => void;
  user: TAdminUserDetail;
  ban: { mutate: (body: TAdminBan, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void; isPending: boolean };
}

function BanForm({ onClose, user, ban }: Omit<TBanDialogProps, 'open'>) {
  const { t } = useTranslation('admin');
  const message = useAdminMessage();
  const errorText = useAdminErrorText();
  const form = useSchemaForm<TBanValues, TAdminBan>({ reason: '', days: DEFAULT_DAYS }, validateBan);
  const labelOf = useCallback((field: keyof TBanValues) => t(`ban.fields.${field}`), [t]);
  const bind = fieldBindings<keyof TBanValues>('admin-ban', labelOf, { blur: form.blur, error: (field) => message(form.errorOf(field)) });

  return (
    <ValidatedDialogForm
      submit={form.submit}
      onValid={(body) =>
        ban.mutate(body, {
          onSuccess: () => {
            toast.success(t('ban.banned', { name: user.name || user.email }));
            onClose();
          },
          onError: (error) => {
            if (error instanceof ApiError && error.fields) form.setServerErrors(error.fields);
            toast.error(t('ban.failed'), { description: errorText(error) });
          },
        })
      }
      onInvalid={() => undefined}
      actions={{
        pending: ban.isPending,
        onCancel: onClose,
        cancelLabel: t('common:actions.cancel'),
        submitLabel: t('ban.ban'),
        savingLabel: t('ban.banning'),
        submitTestId: 'admin-ban-submit',
        spinner: true,
      }}
    >
      <FormField {...bind.shell('reason', true)}>
        <Textarea {...bind.control('reason')} value={form.values.reason} maxLength={BAN_REASON_MAX} rows={3} onChange={(e) => form.set('reason', e.target.value)} />
      </FormField>
      <FormField {...bind.shell('days', true)} hint={t('ban.daysHint', { max: BAN_DAYS_MAX })}>
        <Input {...bind.control('days')} type="number" inputMode="numeric" min={1} max={BAN_DAYS_MAX} step={1} value={form.values.days} onChange={(e) => form.set('days', e.target.value)} />
      </FormField>
    </ValidatedDialogForm>
  );
}

/** Bans an account for a number of days, with the reason the person is shown when signing in. */
export function BanDialog({ open, onClose, user, ban }: TBanDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && !ban.isPending && onClose()}
      title={t('ban.title', { name: user.name || user.email })}
      description={t('ban.text')}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-md"
      testId="admin-ban-dialog"
    >
      <BanForm onClose={onClose} user={user} ban={ban} />
    </FormDialog>
  );
}
