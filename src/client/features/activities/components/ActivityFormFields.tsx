import { useTranslation } from 'react-i18next';
import { ACTIVITY_OUTCOMES, ACTIVITY_PLATFORMS, ACTIVITY_STATUSES, ACTIVITY_TYPES, PRIORITIES } from '@shared/activities/activities.constants';
import { FormField, fieldBindings, type TFormControl } from '../../../components/ui/form-field';
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

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField {...shell('title', true, 'sm:col-span-2')}>
        <Input {...control('title')} value={values.title} onChange={(e) => set('title', e.target.value)} autoFocus maxLength={200} />
      </FormField>
      <FormField {...shell('type', true)}>
        <OptionSelect
          {...control('type')}
          options={ACTIVITY_TYPES}
          labelOf={(type) => t(`type.${type}`)}
          emptyLabel={t('form.typePlaceholder')}
          value={values.type}
          onChange={(e) => set('type', e.target.value as TActivityFormValues['type'])}
        />
      </FormField>
      <FormField {...shell('scheduledAt')}>
        <Input {...control('scheduledAt')} type="datetime-local" value={values.scheduledAt} onChange={(e) => set('scheduledAt', e.target.value)} />
      </FormField>
      <FormField {...shell('status')}>
        <OptionSelect
          {...control('status')}
          options={ACTIVITY_STATUSES}
          labelOf={(status) => t(`status.${status}`)}
          value={values.status}
          onChange={(e) => {
            const status = e.target.value as TActivityFormValues['status'];
            set('status', status);
            if (status === 'completed') set('completed', true);
          }}
        />
      </FormField>
      <FormField {...shell('priority')}>
        <OptionSelect
          {...control('priority')}
          options={PRIORITIES}
          labelOf={(priority) => t(`priority.${priority}`)}
          value={values.priority}
          onChange={(e) => set('priority', e.target.value as TActivityFormValues['priority'])}
        />
      </FormField>
      <ProspectPickerField prefix="activity" t={t} form={form} />
      <FormField {...shell('platform')}>
        <OptionSelect
          {...control('platform')}
          options={ACTIVITY_PLATFORMS}
          labelOf={(platform) => t(`platform.${platform}`)}
          emptyLabel={t('form.none')}
          value={values.platform}
          onChange={(e) => set('platform', e.target.value as TActivityFormValues['platform'])}
        />
      </FormField>
      <FormField {...shell('outcome')}>
        <OptionSelect
          {...control('outcome')}
          options={ACTIVITY_OUTCOMES}
          labelOf={(outcome) => t(`outcome.${outcome}`)}
          emptyLabel={t('form.none')}
          value={values.outcome}
          onChange={(e) => set('outcome', e.target.value as TActivityFormValues['outcome'])}
        />
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
