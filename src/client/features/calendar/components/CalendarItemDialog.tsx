import { useCallback } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { limitRequestOf, useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { FormDialog, ValidatedDialogForm } from '../../../components/ui/form-dialog';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
import { useValidationText } from '../../../lib/use-validation-text';
import { useCreateCalendarItem } from '../api/calendar.api';
import { calendarFormErrorsOf, calendarItemFormFor, validateCalendarItem, type TCalendarItemFormValues } from '../lib/calendar-item-form';
import { CalendarItemFields } from './CalendarItemFields';

interface TCalendarItemDialogProps {
  /** The day and time the dialog was opened from; null keeps it closed. */
  slot: { date: string; time: string } | null;
  onClose: () => void;
  zone: string;
  /** Reminders and follow-up dates are premium; without access they open the upgrade prompt. */
  premium: boolean;
}

/** Creates a task, an activity or a follow-up reminder on the day (and hour) it was opened from. */
export function CalendarItemDialog({ slot, onClose, zone, premium }: TCalendarItemDialogProps) {
  const { t } = useTranslation('calendar');
  return (
    <FormDialog
      open={slot !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('form.heading')}
      description={t('form.intro')}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      testId="calendar-item-dialog"
    >
      {slot && <CalendarItemForm initial={calendarItemFormFor(slot.date, slot.time)} zone={zone} premium={premium} onDone={onClose} />}
    </FormDialog>
  );
}

function CalendarItemForm({ initial, zone, premium, onDone }: { initial: TCalendarItemFormValues; zone: string; premium: boolean; onDone: () => void }) {
  const { t } = useTranslation('calendar');
  const message = useValidationText('calendar');
  const upgrade = useUpgradePrompt();
  const create = useCreateCalendarItem();
  const validate = useCallback((values: TCalendarItemFormValues) => validateCalendarItem(values, zone), [zone]);
  const form = useSchemaForm(initial, validate);

  const onError = (error: unknown) => {
    const limit = limitRequestOf(error);
    if (limit) upgrade.open(limit);
    else if (error instanceof ApiError && error.code === 'premium_required') upgrade.open({ feature: t('premium.feature') });
    else if (error instanceof ApiError && error.fields) {
      form.setServerErrors(calendarFormErrorsOf(error.fields));
      toast.error(t('toasts.fixErrors'));
    } else toast.error(t('toasts.saveFailed'));
  };

  return (
    <ValidatedDialogForm
      submit={form.submit}
      onValid={(body) =>
        create.mutate(body, {
          onSuccess: ({ followUp }) => {
            toast.success(followUp ? t('toasts.createdWithFollowUp') : t('toasts.created'));
            onDone();
          },
          onError,
        })
      }
      onInvalid={() => toast.error(t('toasts.fixErrors'))}
      actions={{ pending: create.isPending, onCancel: onDone, cancelLabel: t('form.cancel'), submitLabel: t('form.create'), savingLabel: t('form.saving'), submitTestId: 'calendar-item-submit' }}
    >
      <CalendarItemFields
        form={{ values: form.values, set: form.set, blur: form.blur, error: (field) => message(form.errorOf(field)) }}
        premium={premium}
        onLocked={() => upgrade.open({ feature: t('premium.feature') })}
      />
    </ValidatedDialogForm>
  );
}
