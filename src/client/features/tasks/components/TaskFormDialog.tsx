import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTask, TTaskCreate } from '@shared/tasks/tasks.schema';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog';
import { useRecordForm } from '../../../lib/use-record-form';
import { useCreateTask, useUpdateTask } from '../api/tasks.api';
import { EMPTY_TASK_FORM, changesOf, formErrorsOf, taskFormOf, taskValidationKey, validateTask, type TTaskFormValues } from '../lib/task-form';
import { TaskFormFields } from './TaskFormFields';
import { useLinkLabel } from './PeoplePickers';

interface TTaskFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task to edit; null creates a new one. */
  task: TTask | null;
}

export function TaskFormDialog({ open, onOpenChange, task }: TTaskFormDialogProps) {
  const { t } = useTranslation('tasks');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={task ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.intro')}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      testId="task-dialog"
    >
      <TaskForm task={task} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function TaskForm({ task, onDone }: { task: TTask | null; onDone: () => void }) {
  const { t } = useTranslation('tasks');
  const linkLabel = useLinkLabel();
  // Fixed for the life of the form: an edit sends only what differs from it.
  const initial = useMemo<TTaskFormValues>(() => (task ? taskFormOf(task, linkLabel) : EMPTY_TASK_FORM), [task]); // eslint-disable-line react-hooks/exhaustive-deps
  const before = useMemo(() => {
    const result = validateTask(initial);
    return result.success ? result.data : null;
  }, [initial]);
  const update = useUpdateTask();

  /** The edit's PATCH carries only the changed fields (all of them if the saved task did not pass the form's rules). */
  const useUpdateChanges = () =>
    useMutation({
      mutationFn: ({ id, body }: { id: string; body: TTaskCreate }) => update.mutateAsync({ id, body: before ? changesOf(before, body) : body }),
    });

  const { form, pending, onSubmit } = useRecordForm({
    namespace: 'tasks',
    record: task,
    initial,
    validate: validateTask,
    formErrorsOf,
    useCreate: useCreateTask,
    useUpdate: useUpdateChanges,
    onDone,
  });

  const translate = (field: string, message: string | undefined) => {
    if (!message) return undefined;
    const key = taskValidationKey(field, message);
    return key ? t(`validation.${key}`) : message;
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <TaskFormFields form={{ values: form.values, set: form.set, blur: form.blur, error: (field) => translate(field, form.errorOf(field)) }} />
      <FormDialogActions
        pending={pending}
        onCancel={onDone}
        cancelLabel={t('form.cancel')}
        submitLabel={task ? t('form.save') : t('form.create')}
        savingLabel={t('form.saving')}
        submitTestId="task-submit"
      />
    </form>
  );
}
