import { useTranslation } from 'react-i18next';
import { PRIORITIES, TASK_RECURRENCES, TASK_SETTABLE_STATUSES } from '@shared/tasks/tasks.constants';
import { FormField, fieldBindings, optionBindings, tagsBindings, type TFormControl } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/option-select';
import { TagsInput } from '../../../components/ui/tags-input';
import { Textarea } from '../../../components/ui/textarea';
import type { TTaskFormValues } from '../lib/task-form';
import { AssigneePicker, LinkPicker } from './PeoplePickers';

/** Every field of the task form, in two columns from the small breakpoint up. */
export function TaskFormFields({ form }: { form: TFormControl<TTaskFormValues> }) {
  const { t } = useTranslation('tasks');
  const { values, set } = form;
  const { control, shell } = fieldBindings('task', (field) => t(`form.${field}`), form);
  const choice = optionBindings('task', t, form);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField {...shell('title', true, 'sm:col-span-2')}>
        <Input {...control('title')} value={values.title} onChange={(e) => set('title', e.target.value)} autoFocus maxLength={200} />
      </FormField>
      <FormField {...shell('description', false, 'sm:col-span-2')}>
        <Textarea {...control('description')} value={values.description} onChange={(e) => set('description', e.target.value)} rows={3} maxLength={5000} />
      </FormField>
      <FormField {...shell('dueDate')}>
        <Input {...control('dueDate')} type="date" value={values.dueDate} onChange={(e) => set('dueDate', e.target.value)} />
      </FormField>
      <FormField {...shell('dueTime')} hint={t('form.dueTimeHint')}>
        <Input {...control('dueTime')} type="time" value={values.dueTime} onChange={(e) => set('dueTime', e.target.value)} disabled={!values.dueDate} />
      </FormField>
      <FormField {...shell('recurrence')}>
        <OptionSelect {...choice('recurrence', TASK_RECURRENCES)} />
      </FormField>
      <FormField {...shell('remindAt')}>
        <Input {...control('remindAt')} type="datetime-local" value={values.remindAt} onChange={(e) => set('remindAt', e.target.value)} />
      </FormField>
      <FormField {...shell('priority')}>
        <OptionSelect {...choice('priority', PRIORITIES)} />
      </FormField>
      <FormField {...shell('status')}>
        <OptionSelect {...choice('status', TASK_SETTABLE_STATUSES)} />
      </FormField>
      <FormField {...shell('assignee')}>
        <AssigneePicker {...control('assignee')} value={values.assignee} onChange={(person) => set('assignee', person)} />
      </FormField>
      <FormField {...shell('link')}>
        <LinkPicker {...control('link')} value={values.link} onChange={(person) => set('link', person)} />
      </FormField>
      <FormField {...shell('estimatedHours')}>
        <Input {...control('estimatedHours')} type="number" inputMode="decimal" min={0} step={0.25} value={values.estimatedHours} onChange={(e) => set('estimatedHours', e.target.value)} />
      </FormField>
      <FormField {...shell('actualHours')}>
        <Input {...control('actualHours')} type="number" inputMode="decimal" min={0} step={0.25} value={values.actualHours} onChange={(e) => set('actualHours', e.target.value)} />
      </FormField>
      <FormField {...shell('tags', false, 'sm:col-span-2')} hint={t('form.tagsHint')}>
        <TagsInput {...tagsBindings('task', t, form)} />
      </FormField>
    </div>
  );
}
