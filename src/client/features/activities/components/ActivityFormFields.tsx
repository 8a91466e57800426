import { useTranslation } from 'react-i18next';
import { ACTIVITY_OUTCOMES, ACTIVITY_PLATFORMS, ACTIVITY_STATUSES, ACTIVITY_TYPES, PRIORITIES } from '@shared/activities/activities.constants';
import { FormField, controlProps } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { QueryCombobox } from '../../../components/ui/query-combobox';
import { NativeSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useProspectOptions } from '../api/activities.api';
import type { TActivityFormValues } from '../lib/activity-form';

type TField = keyof TActivityFormValues & string;

export interface TActivityFormControl {
  values: TActivityFormValues;
  set: <K extends keyof TActivityFormValues>(field: K, value: TActivityFormValues[K]) => void;
  blur: (field: TField) => void;
  /** The translated error of a field, if it should show. */
  error: (field: TField) => string | undefined;
}

/** Every field of the activity form, laid out in two columns from the small breakpoint up. */
export function ActivityFormFields({ form }: { form: TActivityFormControl }) {
  const { t } = useTranslation('activities');
  const { values, set, blur, error } = form;

  const control = (field: TField) => controlProps(`activity-${field}`, error(field), () => blur(field));
  const shell = (field: TField, required = false, className?: string) => ({
    id: `activity-${field}`,
    label: t(`form.${field}`),
    error: error(field),
    required,
    className,
  });
  const options = (list: readonly string[], prefix: string) =>
    list.map((value) => (
      <option key={value} value={value}>
        {t(`${prefix}.${value}`)}
      </option>
    ));

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField {...shell('title', true, 'sm:col-span-2')}>
        <Input {...control('title')} value={values.title} onChange={(e) => set('title', e.target.value)} autoFocus maxLength={200} />
      </FormField>
      <FormField {...shell('type', true)}>
        <NativeSelect {...control('type')} value={values.type} onChange={(e) => set('type', e.target.value as TActivityFormValues['type'])}>
          <option value="">{t('form.typePlaceholder')}</option>
          {options(ACTIVITY_TYPES, 'type')}
        </NativeSelect>
      </FormField>
      <FormField {...shell('scheduledAt')}>
        <Input {...control('scheduledAt')} type="datetime-local" value={values.scheduledAt} onChange={(e) => set('scheduledAt', e.target.value)} />
      </FormField>
      <FormField {...shell('status')}>
        <NativeSelect
          {...control('status')}
          value={values.status}
          onChange={(e) => {
            const status = e.target.value as TActivityFormValues['status'];
            set('status', status);
            if (status === 'completed') set('completed', true);
          }}
        >
          {options(ACTIVITY_STATUSES, 'status')}
        </NativeSelect>
      </FormField>
      <FormField {...shell('priority')}>
        <NativeSelect {...control('priority')} value={values.priority} onChange={(e) => set('priority', e.target.value as TActivityFormValues['priority'])}>
          {options(PRIORITIES, 'priority')}
        </NativeSelect>
      </FormField>
      <FormField {...shell('prospect', false, 'sm:col-span-2')}>
        <QueryCombobox
          {...control('prospect')}
          value={values.prospect}
          onChange={(prospect) => set('prospect', prospect)}
          useOptions={useProspectOptions}
          labels={{ placeholder: t('form.prospectPlaceholder'), search: t('form.prospectSearch'), empty: t('form.prospectNone'), clear: t('form.prospectClear') }}
        />
      </FormField>
      <FormField {...shell('platform')}>
        <NativeSelect {...control('platform')} value={values.platform} onChange={(e) => set('platform', e.target.value as TActivityFormValues['platform'])}>
          <option value="">{t('form.none')}</option>
          {options(ACTIVITY_PLATFORMS, 'platform')}
        </NativeSelect>
      </FormField>
      <FormField {...shell('outcome')}>
        <NativeSelect {...control('outcome')} value={values.outcome} onChange={(e) => set('outcome', e.target.value as TActivityFormValues['outcome'])}>
          <option value="">{t('form.none')}</option>
          {options(ACTIVITY_OUTCOMES, 'outcome')}
        </NativeSelect>
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
