import { useTranslation } from 'react-i18next';
import { CONTACT_STATUSES, type TContactStatus } from '@shared/contacts/contacts.constants';
import { FormField, fieldBindings } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/option-select';
import { Textarea } from '../../../components/ui/textarea';
import type { useSchemaForm } from '../../../components/ui/use-schema-form';
import { useValidationText } from '../../../lib/use-validation-text';
import { DuplicateWarning } from '../../people/components/DuplicateWarning';
import { LeadSourceField, PersonNameFields, PersonTagsField } from '../../people/components/PersonFormFields';
import { SocialLinksFields } from '../../people/components/SocialLinksFields';
import type { TContactFormValues } from '../lib/contact-form';

type TForm = ReturnType<typeof useSchemaForm<TContactFormValues, unknown>>;
type TTextField = 'company' | 'role';

/** The contact form's fields; ids double as e2e test ids (`contact-email`). */
export function ContactFormFields({ form, creating, self }: { form: TForm; creating: boolean; self?: { id: string; email: string; phone: string } }) {
  const { t } = useTranslation('contacts');
  const message = useValidationText('contacts');
  const { values, set } = form;
  const fields = { values, set, blur: form.blur, error: (field: keyof TContactFormValues & string) => message(form.errorOf(field)) };
  const { control, shell } = fieldBindings('contact', (field: keyof TContactFormValues & string) => t(`fields.${field}`), fields);
  const person = { prefix: 'contact', t, form: fields };

  const text = (field: TTextField, autoComplete: string) => (
    <FormField {...shell(field)}>
      <Input {...control(field)} type="text" autoComplete={autoComplete} value={values[field]} onChange={(e) => set(field, e.target.value)} />
    </FormField>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PersonNameFields {...person} />
      <DuplicateWarning email={values.email} phone={values.phone} self={self && { type: 'contact', ...self }} />
      <FormField {...shell('status')}>
        <OptionSelect
          {...control('status')}
          options={CONTACT_STATUSES}
          labelOf={(status) => t(`common:statuses.contact.${status}`)}
          value={values.status}
          onChange={(e) => set('status', e.target.value as TContactStatus)}
        />
      </FormField>
      <LeadSourceField {...person} />
      {text('company', 'organization')}
      {text('role', 'organization-title')}
      <FormField {...shell('birthday')} hint={t('form.birthdayHint')}>
        <Input {...control('birthday')} type="date" autoComplete="bday" value={values.birthday} onChange={(e) => set('birthday', e.target.value)} />
      </FormField>
      <PersonTagsField {...person} />
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('form.social')}</legend>
        <SocialLinksFields prefix="contact" values={values.socialMedia} onChange={(next) => set('socialMedia', next)} onBlur={() => form.blur('socialMedia')} error={shell('socialMedia').error} />
      </fieldset>
      <FormField {...shell('notes', false, 'sm:col-span-2')}>
        <Textarea {...control('notes')} rows={3} value={values.notes} onChange={(e) => set('notes', e.target.value)} />
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
