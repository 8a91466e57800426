import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TContact, TContactCreate, TContactUpdate } from '@shared/contacts/contacts.schema';
import { limitRequestOf, useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { FormDialog, ValidatedDialogForm } from '../../../components/ui/form-dialog';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
import { showSaveError } from '../../../lib/show-save-error';
import { useCreateContact, useUpdateContact } from '../api/contacts.api';
import { contactFormValues, validateContactCreate, validateContactUpdate, type TContactFormValues } from '../lib/contact-form';
import { ContactFormFields } from './ContactFormFields';

interface TContactFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contact to edit; without it the dialog adds a new one. */
  contact?: TContact | null;
}

export function ContactFormDialog({ open, onOpenChange, contact }: TContactFormDialogProps) {
  const { t } = useTranslation('contacts');
  const close = () => onOpenChange(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={contact ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.description')}
      className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl"
      testId="contact-form"
    >
      {contact ? <EditContactForm contact={contact} onClose={close} /> : <CreateContactForm onClose={close} />}
    </FormDialog>
  );
}

type TForm<Out> = ReturnType<typeof useSchemaForm<TContactFormValues, Out>>;

/** A duplicate email (409) belongs to the email field; any other failure shows as a failed save. */
function useSaveErrorHandler(setServerErrors: (fields: Record<string, string>) => void) {
  const { t } = useTranslation('contacts');
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      setServerErrors({ email: error.fields?.email ?? error.message });
      return;
    }
    showSaveError(error, setServerErrors, t('toasts.saveFailed'));
  };
}

function CreateContactForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('contacts');
  const upgrade = useUpgradePrompt();
  const form = useSchemaForm(contactFormValues(), validateContactCreate);
  const create = useCreateContact();
  const onError = useSaveErrorHandler(form.setServerErrors);
  return (
    <ContactFormShell
      form={form}
      creating
      pending={create.isPending}
      submitLabel={t('form.create')}
      onCancel={onClose}
      onValid={(body: TContactCreate) =>
        create.mutate(body, {
          onSuccess: () => {
            toast.success(t('toasts.created'));
            onClose();
          },
          onError: (error) => {
            const request = limitRequestOf(error);
            if (!request) return onError(error);
            onClose();
            upgrade.open(request);
          },
        })
      }
    />
  );
}

function EditContactForm({ contact, onClose }: { contact: TContact; onClose: () => void }) {
  const { t } = useTranslation('contacts');
  const form = useSchemaForm(contactFormValues(contact), validateContactUpdate);
  const update = useUpdateContact();
  const onError = useSaveErrorHandler(form.setServerErrors);
  return (
    <ContactFormShell
      form={form}
      creating={false}
      self={{ id: contact.id, email: contact.email, phone: contact.phone ?? '' }}
      pending={update.isPending}
      submitLabel={t('form.save')}
      onCancel={onClose}
      onValid={(body: TContactUpdate) =>
        update.mutate(
          { id: contact.id, body },
          {
            onSuccess: () => {
              toast.success(t('toasts.updated'));
              onClose();
            },
            onError,
          },
        )
      }
    />
  );
}

interface TShellProps<Out> {
  form: TForm<Out>;
  creating: boolean;
  /** When editing: the contact, so its own email and phone are no duplicate. */
  self?: { id: string; email: string; phone: string };
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
  onValid: (body: Out) => void;
}

function ContactFormShell<Out>({ form, creating, self, pending, submitLabel, onCancel, onValid }: TShellProps<Out>) {
  const { t } = useTranslation('contacts');
  return (
    <ValidatedDialogForm
      submit={form.submit}
      onValid={onValid}
      onInvalid={() => toast.error(t('toasts.fixErrors'))}
      actions={{ pending, onCancel, cancelLabel: t('common:actions.cancel'), submitLabel, savingLabel: t('form.saving'), submitTestId: 'contact-submit', spinner: true }}
    >
      <ContactFormFields form={form} creating={creating} self={self} />
    </ValidatedDialogForm>
  );
}
