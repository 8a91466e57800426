import type { TFunction } from 'i18next';
import { LEAD_SOURCES, type TLeadSource } from '@shared/prospects/prospects.constants';
import { FormField, fieldBindings, tagsBindings, type TFormControl } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/option-select';
import { TagsInput } from '../../../components/ui/tags-input';

/** What contact and prospect forms have alike. */
interface TPersonValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  source: TLeadSource | '';
  tags: string[];
}

interface TPersonFieldsProps {
  /** The start of each field's id and test id: `contact` gives `contact-email`. */
  prefix: string;
  /** The form's own `t`: its namespace has `fields.*`, `sources.*` and `form.noSource|tagsHint|tagsPlaceholder|removeTag`. */
  t: TFunction;
  form: TFormControl<TPersonValues>;
}

const bindingsOf = ({ prefix, t, form }: TPersonFieldsProps) => fieldBindings(prefix, (field: keyof TPersonValues) => t(`fields.${field}`), form);

/** First and last name, email and phone of a contact or a prospect. */
export function PersonNameFields(props: TPersonFieldsProps) {
  const { values, set } = props.form;
  const { control, shell } = bindingsOf(props);
  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone', type: string, autoComplete: string, required = false) => (
    <FormField {...shell(field, required)}>
      <Input {...control(field)} type={type} autoComplete={autoComplete} value={values[field]} onChange={(e) => set(field, e.target.value)} />
    </FormField>
  );
  return (
    <>
      {text('firstName', 'text', 'given-name', true)}
      {text('lastName', 'text', 'family-name', true)}
      {text('email', 'email', 'email', true)}
      {text('phone', 'tel', 'tel')}
    </>
  );
}

/** Where the person came from, or not set. */
export function LeadSourceField(props: TPersonFieldsProps) {
  const { t, form } = props;
  const { control, shell } = bindingsOf(props);
  return (
    <FormField {...shell('source')}>
      <OptionSelect
        {...control('source')}
        options={LEAD_SOURCES}
        labelOf={(source) => t(`sources.${source}`)}
        emptyLabel={t('form.noSource')}
        value={form.values.source}
        onChange={(e) => form.set('source', e.target.value as TLeadSource | '')}
      />
    </FormField>
  );
}

/** The person's tags, across the whole form's width. */
export function PersonTagsField(props: TPersonFieldsProps) {
  const { prefix, t, form } = props;
  return (
    <FormField {...bindingsOf(props).shell('tags')} hint={t('form.tagsHint')} className="sm:col-span-2">
      <TagsInput {...tagsBindings(prefix, t, form)} />
    </FormField>
  );
}
