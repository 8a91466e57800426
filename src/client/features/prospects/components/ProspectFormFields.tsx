import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROSPECT_STATUSES, type TProspectStatus } from '@shared/prospects/prospects.constants';
import { FUNNEL_STAGES } from '@shared/prospects/prospects.schema';
import { FormField, fieldBindings } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/option-select';
import { Textarea } from '../../../components/ui/textarea';
import type { useSchemaForm } from '../../../components/ui/use-schema-form';
import { useValidationText } from '../../../lib/use-validation-text';
import { DuplicateWarning } from '../../people/components/DuplicateWarning';
import { LeadSourceField, PersonNameFields, PersonTagsField } from '../../people/components/PersonFormFields';
import { SocialLinksFields } from '../../people/components/SocialLinksFields';
import type { TProspectFormValues } from '../lib/prospect-form';

type TForm = ReturnType<typeof useSchemaForm<TProspectFormValues, unknown>>;
type TTextField = 'companyName' | 'industry' | 'address' | 'birthday' | 'lastContacted';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The sections of the prospect form; ids double as e2e test ids (`prospect-email`). */
export function ProspectFormFields({ form, self }: { form: TForm; self?: { id: string; email: string; phone: string } }) {
  const { t } = useTranslation('prospects');
  const message = useValidationText('prospects');
  const { values, set: setValue } = form;
  const fields = { values, set: setValue, blur: form.blur, error: (field: keyof TProspectFormValues & string) => message(form.errorOf(field)) };
  const { control, shell } = fieldBindings('prospect', (field: keyof TProspectFormValues & string) => t(`fields.${field}`), fields);
  const person = { prefix: 'prospect', t, form: fields };

  const text = (field: TTextField, options: { type?: string; autoComplete?: string; className?: string } = {}) => (
    <FormField {...shell(field, false, options.className)}>
      <Input {...control(field)} type={options.type ?? 'text'} autoComplete={options.autoComplete ?? 'off'} value={values[field]} onChange={(e) => setValue(field, e.target.value)} />
    </FormField>
  );
  const score = shell('leadScore');
  const social = shell('socialMedia');

  return (
    <div className="grid gap-6">
      <Section title={t('form.sections.contact')}>
        <PersonNameFields {...person} />
        <DuplicateWarning email={values.email} phone={values.phone} self={self && { type: 'prospect', ...self }} />
        <FormField {...shell('status')}>
          <OptionSelect
            {...control('status')}
            options={PROSPECT_STATUSES}
            labelOf={(status) => t(`common:statuses.prospect.${status}`)}
            value={values.status}
            onChange={(e) => setValue('status', e.target.value as TProspectStatus)}
          />
        </FormField>
        <LeadSourceField {...person} />
      </Section>

      <Section title={t('form.sections.pipeline')}>
        <FormField {...shell('funnelStage')} hint={t('form.funnelStageHint')}>
          <OptionSelect
            {...control('funnelStage')}
            options={FUNNEL_STAGES}
            labelOf={(stage) => t(`funnelStages.${stage}`)}
            emptyLabel={t('form.noFunnelStage')}
            value={values.funnelStage}
            onChange={(e) => setValue('funnelStage', e.target.value as TProspectFormValues['funnelStage'])}
          />
        </FormField>
        {text('lastContacted', { type: 'datetime-local' })}
        <FormField {...shell('stayInTouchDays')} hint={t('form.stayInTouchHint')}>
          <Input
            {...control('stayInTouchDays')}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            step={1}
            placeholder={t('form.stayInTouchNone')}
            value={values.stayInTouchDays}
            onChange={(e) => setValue('stayInTouchDays', e.target.value)}
          />
        </FormField>
        <p className="text-xs text-muted-foreground sm:col-span-2">{t('form.derivedHint')}</p>
      </Section>

      <Section title={t('form.sections.business')}>
        {text('companyName', { autoComplete: 'organization' })}
        {text('industry')}
        {text('address', { autoComplete: 'street-address', className: 'sm:col-span-2' })}
        {text('birthday', { type: 'date' })}
        <FormField {...score} hint={t('form.leadScoreHint')}>
          <div className="flex h-10 items-center gap-3">
            <input
              {...control('leadScore')}
              type="range"
              min={0}
              max={100}
              step={1}
              value={values.leadScore}
              onChange={(e) => setValue('leadScore', Number(e.target.value))}
              className="w-full cursor-pointer accent-primary"
            />
            <output htmlFor={score.id} className="w-10 text-right text-sm font-medium tabular-nums">
              {values.leadScore}
            </output>
          </div>
        </FormField>
      </Section>

      <Section title={t('form.sections.social')}>
        <SocialLinksFields
          prefix="prospect"
          values={values.socialMedia}
          onChange={(next) => setValue('socialMedia', next)}
          onBlur={() => form.blur('socialMedia')}
          error={social.error}
        />
      </Section>

      <Section title={t('form.sections.more')}>
        <PersonTagsField {...person} />
        <FormField {...shell('notes', false, 'sm:col-span-2')}>
          <Textarea {...control('notes')} rows={4} value={values.notes} onChange={(e) => setValue('notes', e.target.value)} />
        </FormField>
      </Section>
    </div>
  );
}
