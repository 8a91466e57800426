import { useTranslation } from 'react-i18next';
import { COMMISSION_STATUSES, COMMISSION_TYPES } from '@shared/commissions/commissions.constants';
import { FormField, fieldBindings, optionBindings, type TFormControl } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/option-select';
import { QueryCombobox } from '../../../components/ui/query-combobox';
import { Textarea } from '../../../components/ui/textarea';
import { ProspectPickerField } from '../../prospects/components/ProspectPickerField';
import { useTeamMemberOptions } from '../api/commissions.api';
import type { TCommissionFormValues } from '../lib/commission-form';

export function CommissionFormFields({ form }: { form: TFormControl<TCommissionFormValues> }) {
  const { t } = useTranslation('commissions');
  const { values, set } = form;
  const { control, shell } = fieldBindings('commission', (field) => t(`form.${field}`), form);
  const choice = optionBindings('commission', t, form);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField {...shell('amount', true)}>
        <div className="relative">
          <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden="true">
            $
          </span>
          <Input
            {...control('amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={values.amount}
            onChange={(e) => set('amount', e.target.value)}
            className="pl-7 tabular-nums"
            autoFocus
          />
        </div>
      </FormField>
      <FormField {...shell('date', true)}>
        <Input {...control('date')} type="date" value={values.date} onChange={(e) => set('date', e.target.value)} />
      </FormField>
      <FormField {...shell('teamMember', true, 'sm:col-span-2')}>
        <QueryCombobox
          {...control('teamMember')}
          value={values.teamMember}
          onChange={(member) => set('teamMember', member)}
          useOptions={useTeamMemberOptions}
          labels={{ placeholder: t('form.teamMemberPlaceholder'), search: t('form.teamMemberSearch'), empty: t('form.teamMemberNone') }}
        />
      </FormField>
      <FormField {...shell('type')}>
        <OptionSelect {...choice('type', COMMISSION_TYPES)} />
      </FormField>
      <FormField {...shell('status')}>
        <OptionSelect {...choice('status', COMMISSION_STATUSES)} />
      </FormField>
      <ProspectPickerField prefix="commission" t={t} form={form} />
      <FormField {...shell('notes', false, 'sm:col-span-2')}>
        <Textarea {...control('notes')} value={values.notes} onChange={(e) => set('notes', e.target.value)} rows={3} maxLength={2000} />
      </FormField>
    </div>
  );
}
