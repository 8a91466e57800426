import type { TFunction } from 'i18next';
import type { TComboOption } from '../../../components/ui/combobox';
import { FormField, fieldBindings, type TFormControl } from '../../../components/ui/form-field';
import { QueryCombobox } from '../../../components/ui/query-combobox';
import { useProspectOptions } from '../api/prospects.api';

interface TProspectPickerFieldProps {
  /** The start of the field's id and test id: `activity` gives `activity-prospect`. */
  prefix: string;
  /** The form's own `t`: its namespace has `form.prospect`, `form.prospectPlaceholder|prospectSearch|prospectNone|prospectClear`. */
  t: TFunction;
  form: TFormControl<{ prospect: TComboOption | null }>;
}

/** The optional prospect that a record of another screen (an activity, a commission) is about, searched by name. */
export function ProspectPickerField({ prefix, t, form }: TProspectPickerFieldProps) {
  const { control, shell } = fieldBindings(prefix, (field: 'prospect') => t(`form.${field}`), form);
  return (
    <FormField {...shell('prospect', false, 'sm:col-span-2')}>
      <QueryCombobox
        {...control('prospect')}
        value={form.values.prospect}
        onChange={(prospect) => form.set('prospect', prospect)}
        useOptions={useProspectOptions}
        labels={{ placeholder: t('form.prospectPlaceholder'), search: t('form.prospectSearch'), empty: t('form.prospectNone'), clear: t('form.prospectClear') }}
      />
    </FormField>
  );
}
