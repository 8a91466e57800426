import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS } from '@shared/profile/profile.schema';
import { PROSPECT_STATUSES, type TProspectStatus } from '@shared/prospects/prospects.constants';
import { FieldError } from '../../../components/ui/field-error';
import { FormField, fieldBindings, fieldErrorId } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/option-select';
import { Textarea } from '../../../components/ui/textarea';
import type { useSchemaForm } from '../../../components/ui/use-schema-form';
import { useValidationText } from '../../../lib/use-validation-text';
import { LeadSourceField, PersonNameFields, PersonTagsField } from '../../people/components/PersonFormFields';
import type { TProspectFormValues } from '../lib/prospect-form';

type TForm = ReturnType<typeof useSchemaForm<TProspectFormValues, unknown>>;
type TTextField = 'companyName' | 'industry' | 'address' | 'birthday';

function Section({ title, children, error, errorId }: { title: string; children: ReactNode; error?: string; errorId?: string }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</legend>
      {children}
      {/* The schema reports a bad social profile on the whole map, so it shows under the group. */}
      <FieldError id={errorId} message={error} className="sm:col-span-2" />
    </fieldset>
  );
}

/** The sections of the prospect form; ids double as e2e test ids (`prospect-email`). */
export function ProspectFormFields({ form }: { form: TForm }) {
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
  const socialControl = control('socialMedia');

  return (
    <div className="grid gap-6">
      <Section title={t('form.sections.contact')}>
        <PersonNameFields {...person} />
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

      <Section title={t('form.sections.social')} error={social.error} errorId={fieldErrorId(social.id)}>
        {SOCIAL_NETWORKS.map((network) => {
          const id = `prospect-social-${network}`;
          return (
            <FormField key={network} id={id} label={t(`social.${network}`)}>
              <Input
                id={id}
                data-testid={id}
                value={values.socialMedia[network]}
                maxLength={300}
                placeholder={t(network === 'whatsapp' ? 'form.whatsappPlaceholder' : 'form.socialPlaceholder')}
                aria-invalid={!!social.error}
                aria-describedby={socialControl['aria-describedby']}
                onBlur={socialControl.onBlur}
                onChange={(e) => setValue('socialMedia', { ...values.socialMedia, [network]: e.target.value })}
              />
            </FormField>
          );
        })}
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
