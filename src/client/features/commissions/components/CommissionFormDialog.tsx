import { useTranslation } from 'react-i18next';
import type { TCommission } from '@shared/commissions/commissions.schema';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog';
import { useRecordForm } from '../../../lib/use-record-form';
import { useCreateCommission, useUpdateCommission } from '../api/commissions.api';
import { commissionFormOf, commissionValidationKey, emptyCommissionForm, formErrorsOf, validateCommission, type TCommissionFormValues } from '../lib/commission-form';
import { CommissionFormFields } from './CommissionFormFields';

interface TCommissionFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The commission to edit; null records a new one. */
  commission: TCommission | null;
}

export function CommissionFormDialog({ open, onOpenChange, commission }: TCommissionFormDialogProps) {
  const { t } = useTranslation('commissions');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={commission ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.intro')}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
      testId="commission-dialog"
    >
      <CommissionForm commission={commission} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function CommissionForm({ commission, onDone }: { commission: TCommission | null; onDone: () => void }) {
  const { t } = useTranslation('commissions');
  const { form, pending, onSubmit } = useRecordForm({
    namespace: 'commissions',
    record: commission,
    initial: commission ? commissionFormOf(commission) : emptyCommissionForm(),
    validate: validateCommission,
    formErrorsOf,
    useCreate: useCreateCommission,
    useUpdate: useUpdateCommission,
    onDone,
  });

  const error = (field: keyof TCommissionFormValues & string) => {
    const message = form.errorOf(field);
    if (!message) return undefined;
    const key = commissionValidationKey(field, message);
    return key ? t(`validation.${key}`) : message;
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <CommissionFormFields form={{ values: form.values, set: form.set, blur: form.blur, error }} />
      <FormDialogActions
        pending={pending}
        onCancel={onDone}
        cancelLabel={t('form.cancel')}
        submitLabel={commission ? t('form.save') : t('form.create')}
        savingLabel={t('form.saving')}
        submitTestId="commission-submit"
      />
    </form>
  );
}
