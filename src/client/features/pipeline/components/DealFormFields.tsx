import { useTranslation } from 'react-i18next';
import { isClosedStage, stageProbability } from '@shared/deals/deals.rules';
import type { TComboOption } from '../../../components/ui/combobox';
import { FormField, fieldBindings, tagsBindings, type TFormControl } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/option-select';
import { QueryCombobox } from '../../../components/ui/query-combobox';
import { TagsInput } from '../../../components/ui/tags-input';
import { Textarea } from '../../../components/ui/textarea';
import { useStageLabel } from '../../../lib/stage-label';
import { useDealContactOptions, useRepOptions } from '../api/pickers.api';
import { withStage, type TContactOption, type TDealFormValues } from '../lib/deal-form';
import { formatPercent } from '../lib/money';

interface TDealFormFieldsProps {
  form: TFormControl<TDealFormValues> & { replace: (values: TDealFormValues) => void };
  /** The stages offered, in board order. */
  stages: string[];
}

/** Every field of the deal form, in two columns from the small breakpoint up. */
export function DealFormFields({ form, stages }: TDealFormFieldsProps) {
  const { t, i18n } = useTranslation('pipeline');
  const label = useStageLabel();
  const { values, set } = form;
  const { control, shell } = fieldBindings('deal', (field) => t(`fields.${field}`), form);
  const closed = isClosedStage(values.stage);
  const usual = stageProbability(values.stage);

  const probabilityHint = closed
    ? t('form.probabilityClosed')
    : values.probabilityAuto
      ? t('form.probabilityAuto')
      : undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField {...shell('title', true, 'sm:col-span-2')}>
        <Input {...control('title')} value={values.title} onChange={(e) => set('title', e.target.value)} autoFocus maxLength={200} />
      </FormField>
      <FormField {...shell('value', true)} hint={t('form.valueHint')}>
        <div className="relative">
          <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden="true">
            $
          </span>
          <Input {...control('value')} type="number" inputMode="decimal" min={0} step={0.01} value={values.value} onChange={(e) => set('value', e.target.value)} className="pl-7" />
        </div>
      </FormField>
      <FormField {...shell('probability')} hint={probabilityHint}>
        <div className="flex items-center gap-2">
          <div className="relative flex-1">
            <Input
              {...control('probability')}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              value={values.probability}
              disabled={closed}
              onChange={(e) => form.replace({ ...values, probability: e.target.value, probabilityAuto: false })}
              className="pr-8"
            />
            <span className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden="true">
              %
            </span>
          </div>
          {!closed && !values.probabilityAuto && (
            <button
              type="button"
              className="shrink-0 cursor-pointer text-xs text-primary underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => form.replace({ ...values, probability: String(usual), probabilityAuto: true })}
              data-testid="deal-probability-reset"
            >
              {t('form.probabilityReset', { value: formatPercent(usual, i18n.language) })}
            </button>
          )}
        </div>
      </FormField>
      <FormField {...shell('stage', true)}>
        <OptionSelect {...control('stage')} options={stages} labelOf={label} value={values.stage} onChange={(e) => form.replace(withStage(values, e.target.value))} />
      </FormField>
      <FormField {...shell('closeDate', true)}>
        <Input {...control('closeDate')} type="date" value={values.closeDate} onChange={(e) => set('closeDate', e.target.value)} />
      </FormField>
      <FormField {...shell('startDate')}>
        <Input {...control('startDate')} type="date" value={values.startDate} max={values.closeDate || undefined} onChange={(e) => set('startDate', e.target.value)} />
      </FormField>
      <FormField {...shell('followUpAt')} hint={t('form.followUpHint')}>
        <Input {...control('followUpAt')} type="datetime-local" value={values.followUpAt} onChange={(e) => set('followUpAt', e.target.value)} />
      </FormField>
      <FormField {...shell('contact')}>
        <QueryCombobox
          {...control('contact')}
          value={values.contact}
          onChange={(option) => {
            const contact = option as TContactOption | null;
            // The contact's company fills an empty company field.
            form.replace({ ...values, contact, company: values.company || contact?.company || '' });
          }}
          useOptions={useDealContactOptions}
          labels={{ placeholder: t('form.contactNone'), search: t('form.contactSearch'), empty: t('form.contactEmpty'), clear: t('form.contactClear') }}
        />
      </FormField>
      <FormField {...shell('company')}>
        <Input {...control('company')} value={values.company} onChange={(e) => set('company', e.target.value)} maxLength={200} autoComplete="organization" />
      </FormField>
      <FormField {...shell('assignedRep')}>
        <QueryCombobox
          {...control('assignedRep')}
          value={values.assignedRep}
          onChange={(option: TComboOption | null) => set('assignedRep', option)}
          useOptions={useRepOptions}
          labels={{ placeholder: t('form.repNone'), search: t('form.repSearch'), empty: t('form.repEmpty'), clear: t('form.repClear') }}
        />
      </FormField>
      <FormField {...shell('tags', false, 'sm:col-span-2')} hint={t('form.tagsHint')}>
        <TagsInput {...tagsBindings('deal', t, form)} />
      </FormField>
      <FormField {...shell('notes', false, 'sm:col-span-2')}>
        <Textarea {...control('notes')} value={values.notes} onChange={(e) => set('notes', e.target.value)} rows={3} maxLength={5000} />
      </FormField>
    </div>
  );
}
