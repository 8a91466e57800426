import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS } from '@shared/profile/profile.schema';
import { LEAD_SOURCES, PROSPECT_STATUSES, type TLeadSource, type TProspectStatus } from '@shared/prospects/prospects.constants';
import { FieldError } from '../../../components/ui/field-error';
import { FormField, controlProps, fieldErrorId } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { TagsInput } from '../../../components/ui/tags-input';
import { Textarea } from '../../../components/ui/textarea';
import type { useSchemaForm } from '../../../components/ui/use-schema-form';
import { useValidationText } from '../../../lib/use-validation-text';
import type { TProspectFormValues } from '../lib/prospect-form';

type TForm = ReturnType<typeof useSchemaForm<TProspectFormValues, unknown>>;
type TTextField = 'firstName' | 'lastName' | 'email' | 'phone' | 'companyName' | 'industry' | 'address' | 'birthday' | 'notes';

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
  const { values, set: setValue, blur, errorOf } = form;

  const control = (field: keyof TProspectFormValues) => {
    const id = `prospect-${field}`;
    const error = message(errorOf(field));
    return { id, error, props: controlProps(id, error, () => blur(field)) };
  };

  const text = (field: TTextField, options: { type?: string; required?: boolean; autoComplete?: string; className?: string } = {}) => {
    const { id, error, props } = control(field);
    return (
      <FormField id={id} label={t(`fields.${field}`)} error={error} required={options.required} className={options.className}>
        <Input {...props} type={options.type ?? 'text'} autoComplete={options.autoComplete ?? 'off'} value={values[field]} onChange={(e) => setValue(field, e.target.value)} />
      </FormField>
    );
  };

  const status = control('status');
  const source = control('source');
  const tags = control('tags');
  const notes = control('notes');
  const score = control('leadScore');
  const social = control('socialMedia');

  return (
    <div className="grid gap-6">
      <Section title={t('form.sections.contact')}>
        {text('firstName', { required: true, autoComplete: 'given-name' })}
        {text('lastName', { required: true, autoComplete: 'family-name' })}
        {text('email', { type: 'email', required: true, autoComplete: 'email' })}
        {text('phone', { type: 'tel', autoComplete: 'tel' })}
        <FormField id={status.id} label={t('fields.status')} error={status.error}>
          <NativeSelect {...status.props} value={values.status} onChange={(e) => setValue('status', e.target.value as TProspectStatus)}>
            {PROSPECT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`common:statuses.prospect.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={source.id} label={t('fields.source')} error={source.error}>
          <NativeSelect {...source.props} value={values.source} onChange={(e) => setValue('source', e.target.value as TLeadSource | '')}>
            <option value="">{t('form.noSource')}</option>
            {LEAD_SOURCES.map((value) => (
              <option key={value} value={value}>
                {t(`sources.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </Section>

      <Section title={t('form.sections.business')}>
        {text('companyName', { autoComplete: 'organization' })}
        {text('industry')}
        {text('address', { autoComplete: 'street-address', className: 'sm:col-span-2' })}
        {text('birthday', { type: 'date' })}
        <FormField id={score.id} label={t('fields.leadScore')} error={score.error} hint={t('form.leadScoreHint')}>
          <div className="flex h-10 items-center gap-3">
            <input
              {...score.props}
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
                aria-describedby={social.props['aria-describedby']}
                onBlur={social.props.onBlur}
                onChange={(e) => setValue('socialMedia', { ...values.socialMedia, [network]: e.target.value })}
              />
            </FormField>
          );
        })}
      </Section>

      <Section title={t('form.sections.more')}>
        <FormField id={tags.id} label={t('fields.tags')} error={tags.error} hint={t('form.tagsHint')} className="sm:col-span-2">
          <TagsInput
            id={tags.id}
            value={values.tags}
            onChange={(next) => setValue('tags', next)}
            onBlur={() => blur('tags')}
            placeholder={t('form.tagsPlaceholder')}
            removeLabel={(tag) => t('form.removeTag', { tag })}
            invalid={!!tags.error}
            describedBy={tags.props['aria-describedby']}
          />
        </FormField>
        <FormField id={notes.id} label={t('fields.notes')} error={notes.error} className="sm:col-span-2">
          <Textarea {...notes.props} rows={4} value={values.notes} onChange={(e) => setValue('notes', e.target.value)} />
        </FormField>
      </Section>
    </div>
  );
}
