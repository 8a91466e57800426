import type { FormEvent } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TProspect, TProspectCreate, TProspectUpdate } from '@shared/prospects/prospects.schema';
import { limitRequestOf, useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="prospect-form" className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{prospect ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        {prospect ? (
          <EditProspectForm prospect={prospect} onDone={done} onCancel={cancel} />
        ) : (
          <CreateProspectForm onDone={done} onCancel={cancel} />
        )}
      </DialogContent>
    </Dialog>
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

/** Field errors of the answer go inline; the toast carries the server's text otherwise. */
function showSaveError(error: unknown, setServerErrors: (fields: Record<string, string>) => void, fallback: string) {
  if (error instanceof ApiError && error.fields) {
    setServerErrors(error.fields);
    toast.error(fallback);
    return;
  }
  toast.error(fallback, { description: error instanceof ApiError && error.status !== 0 ? error.message : undefined });
}

interface TShellProps<Out> {
  form: ReturnType<typeof useSchemaForm<TProspectFormValues, Out>>;
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
  onValid: (body: Out) => void;
}

function ProspectFormShell<Out>({ form, pending, submitLabel, onCancel, onValid }: TShellProps<Out>) {
  const { t } = useTranslation('prospects');
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
      <ProspectFormFields form={form} />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" disabled={pending} data-testid="prospect-submit">
          {pending && <Spinner className="size-4 text-primary-foreground" />}
          {pending ? t('form.saving') : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
