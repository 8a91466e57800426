import { useTranslation } from 'react-i18next';
import { COMMISSION_STATUSES, COMMISSION_TYPES } from '@shared/commissions/commissions.constants';
import { FormField, controlProps } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { QueryCombobox } from '../../../components/ui/query-combobox';
import { NativeSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useProspectOptions, useTeamMemberOptions } from '../api/commissions.api';
import type { TCommissionFormValues } from '../lib/commission-form';

type TField = keyof TCommissionFormValues & string;

export interface TCommissionFormControl {
  values: TCommissionFormValues;
  set: <K extends keyof TCommissionFormValues>(field: K, value: TCommissionFormValues[K]) => void;
  blur: (field: TField) => void;
  /** The translated error of a field, if it should show. */
  error: (field: TField) => string | undefined;
}

export function CommissionFormFields({ form }: { form: TCommissionFormControl }) {
  const { t } = useTranslation('commissions');
  const { values, set, blur, error } = form;

  const control = (field: TField) => controlProps(`commission-${field}`, error(field), () => blur(field));
  const shell = (field: TField, required = false, className?: string) => ({
    id: `commission-${field}`,
    label: t(`form.${field}`),
    error: error(field),
    required,
    className,
  });

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
        <NativeSelect {...control('type')} value={values.type} onChange={(e) => set('type', e.target.value as TCommissionFormValues['type'])}>
          {COMMISSION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField {...shell('status')}>
        <NativeSelect {...control('status')} value={values.status} onChange={(e) => set('status', e.target.value as TCommissionFormValues['status'])}>
          {COMMISSION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
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
      <FormField {...shell('notes', false, 'sm:col-span-2')}>
        <Textarea {...control('notes')} value={values.notes} onChange={(e) => set('notes', e.target.value)} rows={3} maxLength={2000} />
      </FormField>
    </div>
  );
}
