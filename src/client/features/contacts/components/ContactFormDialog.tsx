import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TContact, TContactCreate, TContactUpdate } from '@shared/contacts/contacts.schema';
import { limitRequestOf, useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="contact-form" className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{contact ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        {contact ? <EditContactForm contact={contact} onClose={close} /> : <CreateContactForm onClose={close} />}
      </DialogContent>
    </Dialog>
  );
}

type TForm<Out> = ReturnType<typeof useSchemaForm<TContactFormValues, Out>>;

/**
 * A duplicate email (409) belongs to the email field; other field errors go inline too, and
 * anything else is a toast with the server's text.
 */
function useSaveErrorHandler(setServerErrors: (fields: Record<string, string>) => void) {
  const { t } = useTranslation('contacts');
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      setServerErrors({ email: error.fields?.email ?? error.message });
      return;
    }
    if (error instanceof ApiError && error.fields) {
      setServerErrors(error.fields);
      toast.error(t('toasts.saveFailed'));
      return;
    }
    toast.error(t('toasts.saveFailed'), { description: error instanceof ApiError && error.status !== 0 ? error.message : undefined });
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
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
  onValid: (body: Out) => void;
}

function ContactFormShell<Out>({ form, creating, pending, submitLabel, onCancel, onValid }: TShellProps<Out>) {
  const { t } = useTranslation('contacts');
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (body) {
      onValid(body);
      return;
    }
    toast.error(t('toasts.fixErrors'));
    // The errors render on the next frame; move the keyboard to the first one.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-6">
      <ContactFormFields form={form} creating={creating} />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" disabled={pending} data-testid="contact-submit">
          {pending && <Spinner className="size-4 text-primary-foreground" />}
          {pending ? t('form.saving') : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
