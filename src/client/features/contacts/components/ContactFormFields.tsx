import { useTranslation } from 'react-i18next';
import { CONTACT_STATUSES, type TContactStatus } from '@shared/contacts/contacts.constants';
import { LEAD_SOURCES, type TLeadSource } from '@shared/prospects/prospects.constants';
import { FormField, controlProps } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { TagsInput } from '../../../components/ui/tags-input';
import { Textarea } from '../../../components/ui/textarea';
import type { useSchemaForm } from '../../../components/ui/use-schema-form';
import { useValidationText } from '../../../lib/use-validation-text';
import type { TContactFormValues } from '../lib/contact-form';

type TForm = ReturnType<typeof useSchemaForm<TContactFormValues, unknown>>;
type TTextField = 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'role';

/** The contact form's fields; ids double as e2e test ids (`contact-email`). */
export function ContactFormFields({ form, creating }: { form: TForm; creating: boolean }) {
  const { t } = useTranslation('contacts');
  const message = useValidationText('contacts');
  const { values, set, blur, errorOf } = form;

  const control = (field: keyof TContactFormValues) => {
    const id = `contact-${field}`;
    const error = message(errorOf(field));
    return { id, error, props: controlProps(id, error, () => blur(field)) };
  };

  const text = (field: TTextField, options: { type?: string; required?: boolean; autoComplete?: string } = {}) => {
    const { id, error, props } = control(field);
    return (
      <FormField id={id} label={t(`fields.${field}`)} error={error} required={options.required}>
        <Input {...props} type={options.type ?? 'text'} autoComplete={options.autoComplete ?? 'off'} value={values[field]} onChange={(e) => set(field, e.target.value)} />
      </FormField>
    );
  };

  const status = control('status');
  const source = control('source');
  const tags = control('tags');
  const notes = control('notes');

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('firstName', { required: true, autoComplete: 'given-name' })}
      {text('lastName', { required: true, autoComplete: 'family-name' })}
      {text('email', { type: 'email', required: true, autoComplete: 'email' })}
      {text('phone', { type: 'tel', autoComplete: 'tel' })}
      <FormField id={status.id} label={t('fields.status')} error={status.error}>
        <NativeSelect {...status.props} value={values.status} onChange={(e) => set('status', e.target.value as TContactStatus)}>
          {CONTACT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`common:statuses.contact.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={source.id} label={t('fields.source')} error={source.error}>
        <NativeSelect {...source.props} value={values.source} onChange={(e) => set('source', e.target.value as TLeadSource | '')}>
          <option value="">{t('form.noSource')}</option>
          {LEAD_SOURCES.map((value) => (
            <option key={value} value={value}>
              {t(`sources.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {text('company', { autoComplete: 'organization' })}
      {text('role', { autoComplete: 'organization-title' })}
      <FormField id={tags.id} label={t('fields.tags')} error={tags.error} hint={t('form.tagsHint')} className="sm:col-span-2">
        <TagsInput
          id={tags.id}
          value={values.tags}
          onChange={(next) => set('tags', next)}
          onBlur={() => blur('tags')}
          placeholder={t('form.tagsPlaceholder')}
          removeLabel={(tag) => t('form.removeTag', { tag })}
          invalid={!!tags.error}
          describedBy={tags.props['aria-describedby']}
        />
      </FormField>
      <FormField id={notes.id} label={t('fields.notes')} error={notes.error} className="sm:col-span-2">
        <Textarea {...notes.props} rows={3} value={values.notes} onChange={(e) => set('notes', e.target.value)} />
      </FormField>
      {creating && (
        <fieldset className="grid gap-2 rounded-md border bg-muted/40 p-3 sm:col-span-2">
          <legend className="sr-only">{t('form.alsoAdd')}</legend>
          {(['alsoAddAsProspect', 'alsoAddAsTeamMember'] as const).map((field) => (
            <label key={field} className="flex cursor-pointer items-start gap-2.5 text-sm">
              <input
                type="checkbox"
                id={`contact-${field}`}
                data-testid={`contact-${field}`}
                checked={values[field]}
                onChange={(e) => set(field, e.target.checked)}
                className="mt-0.5 size-4 cursor-pointer accent-primary"
              />
              <span>
                <span className="font-medium">{t(`form.${field}`)}</span>
                <span className="block text-xs text-muted-foreground">{t(`form.${field}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
