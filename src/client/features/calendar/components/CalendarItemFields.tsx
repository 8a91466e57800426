import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_CREATE_TYPES } from '@shared/calendar/calendar.schema';
import { Button } from '../../../components/ui/button';
import { FormField, fieldBindings, type TFormControl } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import type { TCalendarCreateType, TCalendarItemFormValues } from '../lib/calendar-item-form';
import { LinkedRecordField } from './LinkedRecordField';

type TField = keyof TCalendarItemFormValues & string;

interface TCalendarItemFieldsProps {
  form: TFormControl<TCalendarItemFormValues>;
  premium: boolean;
  /** A free user reached for a premium part (the reminder type, a follow-up date). */
  onLocked: () => void;
}

/** The spec's calendar item: title, date, time, type, notes, reminder date, follow-up date, linked record. */
export function CalendarItemFields({ form, premium, onLocked }: TCalendarItemFieldsProps) {
  const { t } = useTranslation('calendar');
  const { values, set } = form;
  const { control, shell } = fieldBindings('calendar-item', (field: TField) => t(`form.${field}`), form);
  const isReminder = values.type === 'reminder';
  // The server links an activity to a prospect only, and gives only a task a reminder date.
  const prospectOnly = values.type !== 'task';

  const chooseType = (type: TCalendarCreateType) => {
    if (type === 'reminder' && !premium) {
      onLocked();
      return;
    }
    set('type', type);
    if (type !== 'task') {
      if (values.linkType !== 'prospect') set('linked', null);
      set('linkType', 'prospect');
      set('reminderAt', '');
    }
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-medium">{t('form.type')}</legend>
        <div className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1" data-testid="calendar-item-type">
          {CALENDAR_CREATE_TYPES.map((type) => {
            const locked = type === 'reminder' && !premium;
            return (
              <label
                key={type}
                className={cn(
                  'flex cursor-pointer items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-muted-foreground transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  values.type === type && 'bg-card text-foreground shadow-sm',
                )}
              >
                <input
                  type="radio"
                  name="calendar-item-type"
                  value={type}
                  checked={values.type === type}
                  onChange={() => chooseType(type)}
                  className="sr-only"
                  data-testid={`calendar-item-type-${type}`}
                  aria-describedby={locked ? 'calendar-item-type-locked' : undefined}
                />
                {t(`types.${type}`)}
                {locked && <Lock className="size-3.5 text-amber-700 dark:text-warning" aria-hidden="true" />}
              </label>
            );
          })}
        </div>
        {!premium && (
          <p id="calendar-item-type-locked" className="mt-1 text-xs text-muted-foreground">
            {t('premium.reminderLocked')}
          </p>
        )}
      </fieldset>

      <FormField {...shell('title', true, 'sm:col-span-2')}>
        <Input {...control('title')} value={values.title} onChange={(e) => set('title', e.target.value)} autoFocus maxLength={200} />
      </FormField>
      <FormField {...shell('date', true)}>
        <Input {...control('date')} type="date" value={values.date} onChange={(e) => set('date', e.target.value)} />
      </FormField>
      <FormField {...shell('time', isReminder)}>
        <Input {...control('time')} type="time" value={values.time} onChange={(e) => set('time', e.target.value)} />
      </FormField>

      <LinkedRecordField
        linkType={prospectOnly ? 'prospect' : values.linkType}
        linked={values.linked}
        prospectOnly={prospectOnly}
        required={isReminder}
        error={form.error('linked')}
        onLinkType={(linkType) => {
          set('linkType', linkType);
          set('linked', null);
        }}
        onLinked={(linked) => set('linked', linked)}
        onBlur={() => form.blur('linked')}
      />

      {values.type === 'task' && (
        <FormField {...shell('reminderAt')}>
          <Input {...control('reminderAt')} type="datetime-local" value={values.reminderAt} onChange={(e) => set('reminderAt', e.target.value)} />
        </FormField>
      )}
      {!isReminder && (
        <>
          {premium ? (
            <FormField {...shell('followUpAt')} hint={t('form.followUpHint')}>
              <Input {...control('followUpAt')} type="datetime-local" value={values.followUpAt} onChange={(e) => set('followUpAt', e.target.value)} />
            </FormField>
          ) : (
            <div className="grid content-start gap-1.5">
              <span className="text-sm font-medium leading-none">{t('form.followUpAt')}</span>
              <Button variant="outline" onClick={onLocked} className="justify-start" data-testid="calendar-item-followUp-locked">
                <Lock className="text-amber-700 dark:text-warning" aria-hidden="true" />
                {t('premium.followUpLocked')}
              </Button>
            </div>
          )}
        </>
      )}

      <FormField {...shell('notes', false, 'sm:col-span-2')}>
        <Textarea {...control('notes')} rows={3} value={values.notes} onChange={(e) => set('notes', e.target.value)} maxLength={5000} />
      </FormField>
    </div>
  );
}
