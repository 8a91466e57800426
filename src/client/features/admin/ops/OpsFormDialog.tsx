import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog';
import { fieldBindings } from '../../../components/ui/form-field';
import { useSchemaForm, type TValidation } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
import { useValidationText } from '../../../lib/use-validation-text';

/** Where an admin dialog's texts are in adminOps: `<section>.createTitle|editTitle|dialogIntro|fields.*|created|updated|createFailed|updateFailed`. */
type TSection = 'announcements' | 'alerts';

interface TOpsFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  section: TSection;
  editing: boolean;
  className: string;
  testId: string;
  /** The form, mounted only while open. */
  children: ReactNode;
}

/** The create or edit dialog of an admin list (announcements, alerts). */
export function OpsFormDialog({ open, onOpenChange, section, editing, className, testId, children }: TOpsFormDialogProps) {
  const { t } = useTranslation('adminOps');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t(`${section}.editTitle`) : t(`${section}.createTitle`)}
      description={t(`${section}.dialogIntro`)}
      className={className}
      testId={testId}
    >
      {children}
    </FormDialog>
  );
}

type TCallbacks = { onSuccess: () => void; onError: (error: Error) => void };
/** What is used of a TanStack mutation, whatever it answers. */
type TMutation<TVariables> = { mutate: (variables: TVariables, callbacks: TCallbacks) => void; isPending: boolean };

interface TOpsFormOptions<TValues extends object> {
  section: TSection;
  /** The record being edited; null creates one. */
  editing: { id: string } | null;
  initial: TValues;
  /** Defined once outside the component (the shared schema). */
  validate: (values: TValues) => TValidation<TValues>;
  create: TMutation<TValues>;
  update: TMutation<{ id: string; body: TValues }>;
  onDone: () => void;
  /** The submit button's text when creating; its test id is `<prefix>-submit`, the fields' `<prefix>-<field>`. */
  createLabel: string;
  prefix: string;
}

/**
 * The form of an admin dialog: values checked by the shared schema (messages translated through
 * adminOps `validation`), saved as a create or an update, the server's field errors under their
 * fields and a toast saying how it went; also the dialog's buttons.
 */
export function useOpsForm<TValues extends object>({ section, editing, initial, validate, create, update, onDone, createLabel, prefix }: TOpsFormOptions<TValues>) {
  const { t } = useTranslation('adminOps');
  const text = useValidationText('adminOps');
  const form = useSchemaForm(initial, validate);
  type TField = keyof TValues & string;
  const { control, shell } = fieldBindings(prefix, (field: TField) => t(`${section}.fields.${field}`), {
    blur: form.blur,
    error: (field: TField) => text(form.errorOf(field)),
  });

  const onValid = (body: TValues) => {
    const onError = (error: Error) => {
      if (error instanceof ApiError && error.fields) form.setServerErrors(error.fields);
      toast.error(t(editing ? `${section}.updateFailed` : `${section}.createFailed`));
    };
    const onSuccess = () => {
      toast.success(t(editing ? `${section}.updated` : `${section}.created`));
      onDone();
    };
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  const actions = {
    pending: create.isPending || update.isPending,
    onCancel: onDone,
    cancelLabel: t('common.cancel'),
    submitLabel: editing ? t('common.save') : createLabel,
    savingLabel: t('common.saving'),
    submitTestId: `${prefix}-submit`,
    spinner: true,
  };

  return { form, control, shell, onValid, actions };
}
