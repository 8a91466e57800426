import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TProspect, TProspectCreate, TProspectUpdate } from '@shared/prospects/prospects.schema';
import { limitRequestOf, useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { FormDialog, ValidatedDialogForm } from '../../../components/ui/form-dialog';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { showSaveError } from '../../../lib/show-save-error';
import { useCreateProspect, useUpdateProspect } from '../api/prospects.api';
import { prospectFormValues, validateProspectCreate, validateProspectUpdate, type TProspectFormValues } from '../lib/prospect-form';
import { ProspectFormFields } from './ProspectFormFields';

interface TProspectFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The prospect to edit; without it the dialog adds a new one. */
  prospect?: TProspect | null;
  onSaved?: (prospect: TProspect) => void;
}

export function ProspectFormDialog({ open, onOpenChange, prospect, onSaved }: TProspectFormDialogProps) {
  const { t } = useTranslation('prospects');
  const done = (saved: TProspect) => {
    onOpenChange(false);
    onSaved?.(saved);
  };
  const cancel = () => onOpenChange(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={prospect ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.description')}
      className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl"
      testId="prospect-form"
    >
      {prospect ? <EditProspectForm prospect={prospect} onDone={done} onCancel={cancel} /> : <CreateProspectForm onDone={done} onCancel={cancel} />}
    </FormDialog>
  );
}

interface TFormProps {
  onDone: (prospect: TProspect) => void;
  onCancel: () => void;
}

function CreateProspectForm({ onDone, onCancel }: TFormProps) {
  const { t } = useTranslation('prospects');
  const upgrade = useUpgradePrompt();
  const form = useSchemaForm(prospectFormValues(), validateProspectCreate);
  const create = useCreateProspect();
  return (
    <ProspectFormShell
      form={form}
      pending={create.isPending}
      submitLabel={t('form.create')}
      onCancel={onCancel}
      onValid={(body: TProspectCreate) =>
        create.mutate(body, {
          onSuccess: (saved) => {
            toast.success(t('toasts.created'));
            onDone(saved);
          },
          onError: (error) => {
            const request = limitRequestOf(error);
            if (request) {
              onCancel();
              upgrade.open(request);
              return;
            }
            showSaveError(error, form.setServerErrors, t('toasts.saveFailed'));
          },
        })
      }
    />
  );
}

function EditProspectForm({ prospect, onDone, onCancel }: TFormProps & { prospect: TProspect }) {
  const { t } = useTranslation('prospects');
  const form = useSchemaForm(prospectFormValues(prospect), validateProspectUpdate);
  const update = useUpdateProspect();
  return (
    <ProspectFormShell
      form={form}
      pending={update.isPending}
      self={{ id: prospect.id, email: prospect.email, phone: prospect.phone ?? '' }}
      submitLabel={t('form.save')}
      onCancel={onCancel}
      onValid={(body: TProspectUpdate) =>
        update.mutate(
          { id: prospect.id, body },
          {
            onSuccess: (saved) => {
              toast.success(t('toasts.updated'));
              onDone(saved);
            },
            onError: (error) => showSaveError(error, form.setServerErrors, t('toasts.saveFailed')),
          },
        )
      }
    />
  );
}

interface TShellProps<Out> {
  form: ReturnType<typeof useSchemaForm<TProspectFormValues, Out>>;
  pending: boolean;
  /** When editing: the prospect, so its own email and phone are no duplicate. */
  self?: { id: string; email: string; phone: string };
  submitLabel: string;
  onCancel: () => void;
  onValid: (body: Out) => void;
}

function ProspectFormShell<Out>({ form, pending, self, submitLabel, onCancel, onValid }: TShellProps<Out>) {
  const { t } = useTranslation('prospects');
  return (
    <ValidatedDialogForm
      submit={form.submit}
      onValid={onValid}
      onInvalid={() => toast.error(t('toasts.fixErrors'))}
      actions={{ pending, onCancel, cancelLabel: t('common:actions.cancel'), submitLabel, savingLabel: t('form.saving'), submitTestId: 'prospect-submit', spinner: true }}
    >
      <ProspectFormFields form={form} self={self} />
    </ValidatedDialogForm>
  );
}
