import { useTranslation } from 'react-i18next';
import { ACTIVITY_OUTCOMES, ACTIVITY_PLATFORMS, ACTIVITY_STATUSES, ACTIVITY_TYPES, PRIORITIES } from '@shared/activities/activities.constants';
import { FormField, fieldBindings, optionBindings, type TFormControl } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/option-select';
import { Textarea } from '../../../components/ui/textarea';
import { ProspectPickerField } from '../../prospects/components/ProspectPickerField';
import type { TActivityFormValues } from '../lib/activity-form';

/** Every field of the activity form, laid out in two columns from the small breakpoint up. */
export function ActivityFormFields({ form }: { form: TFormControl<TActivityFormValues> }) {
  const { t } = useTranslation('activities');
  const { values, set } = form;
  const { control, shell } = fieldBindings('activity', (field) => t(`form.${field}`), form);
  const choice = optionBindings('activity', t, form);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField {...shell('title', true, 'sm:col-span-2')}>
        <Input {...control('title')} value={values.title} onChange={(e) => set('title', e.target.value)} autoFocus maxLength={200} />
      </FormField>
      <FormField {...shell('type', true)}>
        <OptionSelect {...choice('type', ACTIVITY_TYPES)} emptyLabel={t('form.typePlaceholder')} />
      </FormField>
      <FormField {...shell('scheduledAt')}>
        <Input {...control('scheduledAt')} type="datetime-local" value={values.scheduledAt} onChange={(e) => set('scheduledAt', e.target.value)} />
      </FormField>
      <FormField {...shell('status')}>
        <OptionSelect
          {...choice('status', ACTIVITY_STATUSES)}
          onChange={(e) => {
            const status = e.target.value as TActivityFormValues['status'];
            set('status', status);
            if (status === 'completed') set('completed', true);
          }}
        />
      </FormField>
      <FormField {...shell('priority')}>
        <OptionSelect {...choice('priority', PRIORITIES)} />
      </FormField>
      <ProspectPickerField prefix="activity" t={t} form={form} />
      <FormField {...shell('platform')}>
        <OptionSelect {...choice('platform', ACTIVITY_PLATFORMS)} emptyLabel={t('form.none')} />
      </FormField>
      <FormField {...shell('outcome')}>
        <OptionSelect {...choice('outcome', ACTIVITY_OUTCOMES)} emptyLabel={t('form.none')} />
      </FormField>
      <FormField {...shell('link', false, 'sm:col-span-2')}>
        <Input {...control('link')} type="url" inputMode="url" placeholder="https://" value={values.link} onChange={(e) => set('link', e.target.value)} maxLength={2048} />
      </FormField>
      <FormField {...shell('contentTitle', false, 'sm:col-span-2')}>
        <Input {...control('contentTitle')} value={values.contentTitle} onChange={(e) => set('contentTitle', e.target.value)} maxLength={200} />
      </FormField>
      <FormField {...shell('description', false, 'sm:col-span-2')}>
        <Textarea {...control('description')} value={values.description} onChange={(e) => set('description', e.target.value)} rows={3} maxLength={5000} />
      </FormField>
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium sm:col-span-2">
        <input
          type="checkbox"
          checked={values.completed}
          onChange={(e) => set('completed', e.target.checked)}
          className="size-4 rounded border-input accent-primary"
          data-testid="activity-completed"
        />
        {t('form.completed')}
      </label>
    </div>
  );
}
