import { useTranslation } from 'react-i18next';
import type { TActivity } from '@shared/activities/activities.schema';
import type { TComboOption } from '../../../components/ui/combobox';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog';
import { useRecordForm } from '../../../lib/use-record-form';
import { useCreateActivity, useUpdateActivity } from '../api/activities.api';
import { ACTIVITY_VALIDATION_KEYS, EMPTY_ACTIVITY_FORM, activityFormOf, formErrorsOf, validateActivity } from '../lib/activity-form';
import { ActivityFormFields } from './ActivityFormFields';

interface TActivityFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The activity to edit; null adds a new one. */
  activity: TActivity | null;
  /** For a new activity: the prospect it is about, already chosen (logging from a prospect's page). */
  prospect?: TComboOption | null;
}

export function ActivityFormDialog({ open, onOpenChange, activity, prospect = null }: TActivityFormDialogProps) {
  const { t } = useTranslation('activities');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={activity ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.intro')}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      testId="activity-dialog"
    >
      <ActivityForm activity={activity} prospect={prospect} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ActivityForm({ activity, prospect, onDone }: { activity: TActivity | null; prospect: TComboOption | null; onDone: () => void }) {
  const { t } = useTranslation('activities');
  const { form, pending, onSubmit } = useRecordForm({
    namespace: 'activities',
    record: activity,
    initial: activity ? activityFormOf(activity) : { ...EMPTY_ACTIVITY_FORM, prospect },
    validate: validateActivity,
    formErrorsOf,
    useCreate: useCreateActivity,
    useUpdate: useUpdateActivity,
    onDone,
  });

  const translate = (message: string | undefined) => {
    if (!message) return undefined;
    const key = ACTIVITY_VALIDATION_KEYS[message];
    return key ? t(`validation.${key}`) : message;
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <ActivityFormFields form={{ values: form.values, set: form.set, blur: form.blur, error: (field) => translate(form.errorOf(field)) }} />
      <FormDialogActions
        pending={pending}
        onCancel={onDone}
        cancelLabel={t('form.cancel')}
        submitLabel={activity ? t('form.save') : t('form.create')}
        savingLabel={t('form.saving')}
        submitTestId="activity-submit"
      />
    </form>
  );
}
