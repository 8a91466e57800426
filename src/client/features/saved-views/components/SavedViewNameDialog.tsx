import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { SAVED_VIEW_NAME_MAX, ZSavedViewNameForm, type TSavedView, type TSavedViewScope, type TSavedViewState } from '@shared/saved-views/saved-views.schema';
import { FormDialog, ValidatedDialogForm } from '../../../components/ui/form-dialog';
import { FormField, controlProps } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useSchemaForm, validateWith } from '../../../components/ui/use-schema-form';
import { useValidationText } from '../../../lib/use-validation-text';
import { useCreateSavedView, useUpdateSavedView } from '../api/saved-views.api';
import { useSavedViewError } from './use-saved-view-error';

/** Saves the list's current state under a new name, or renames `view`. */
export type TNameDialogTarget = { kind: 'save'; scope: TSavedViewScope; state: TSavedViewState } | { kind: 'rename'; view: TSavedView };

interface TSavedViewNameDialogProps {
  target: TNameDialogTarget | null;
  onClose: () => void;
  /** Where focus goes once the dialog has closed. */
  onCloseAutoFocus: (event: Event) => void;
}

export function SavedViewNameDialog({ target, onClose, onCloseAutoFocus }: TSavedViewNameDialogProps) {
  const { t } = useTranslation('savedViews');
  const renaming = target?.kind === 'rename';
  return (
    <FormDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={renaming ? t('form.renameTitle') : t('form.saveTitle')}
      description={renaming ? t('form.renameIntro') : t('form.saveIntro')}
      className="sm:max-w-md"
      testId="saved-view-dialog"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {target && <NameForm target={target} onDone={onClose} />}
    </FormDialog>
  );
}

const validateName = (values: { name: string }) => validateWith(ZSavedViewNameForm, values);

function NameForm({ target, onDone }: { target: TNameDialogTarget; onDone: () => void }) {
  const { t } = useTranslation('savedViews');
  const message = useValidationText('savedViews');
  const create = useCreateSavedView();
  const update = useUpdateSavedView();
  const form = useSchemaForm({ name: target.kind === 'rename' ? target.view.name : '' }, validateName);
  const reportError = useSavedViewError();
  const error = message(form.errorOf('name'));

  const onError = (failure: unknown) => reportError(failure, { fallback: 'toasts.saveFailed', onFields: form.setServerErrors, onGone: onDone });

  const send = ({ name }: { name: string }) => {
    if (target.kind === 'rename') {
      update.mutate(
        { id: target.view.id, body: { name } },
        {
          onSuccess: (view) => {
            toast.success(t('toasts.renamed', { name: view.name }));
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { scope: target.scope, name, state: target.state },
        {
          onSuccess: (view) => {
            toast.success(t('toasts.saved', { name: view.name }));
            onDone();
          },
          onError,
        },
      );
    }
  };

  return (
    <ValidatedDialogForm
      submit={form.submit}
      onValid={send}
      onInvalid={() => undefined}
      actions={{
        pending: create.isPending || update.isPending,
        onCancel: onDone,
        cancelLabel: t('form.cancel'),
        submitLabel: target.kind === 'rename' ? t('form.rename') : t('form.save'),
        savingLabel: t('form.saving'),
        submitTestId: 'saved-view-submit',
      }}
    >
      <FormField id="saved-view-name" label={t('form.name')} error={error} required>
        <Input
          {...controlProps('saved-view-name', error, () => form.blur('name'))}
          value={form.values.name}
          onChange={(event) => form.set('name', event.target.value)}
          placeholder={t('form.namePlaceholder')}
          maxLength={SAVED_VIEW_NAME_MAX}
          autoComplete="off"
          autoFocus
          required
        />
      </FormField>
    </ValidatedDialogForm>
  );
}
