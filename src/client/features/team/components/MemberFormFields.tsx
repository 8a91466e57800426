import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTeamMemberCreate } from '@shared/team/team.schema';
import { TEAM_MEMBER_STATUSES, TEAM_RANKS, TEAM_ROLES } from '@shared/team/team.constants';
import { FormField, controlProps } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { QueryCombobox } from '../../../components/ui/query-combobox';
import { NativeSelect } from '../../../components/ui/select';
import type { useSchemaForm } from '../../../components/ui/use-schema-form';
import { useCustomTeams } from '../../custom-teams/api/custom-teams.api';
import { DuplicateWarning } from '../../people/components/DuplicateWarning';
import { useMemberOptions } from '../api/team.api';
import { translateFieldMessage } from '../lib/field-messages';
import type { TMemberFormValues, TMemberTextField } from '../lib/member-form';

type TMemberForm = ReturnType<typeof useSchemaForm<TMemberFormValues, TTeamMemberCreate>>;
type TField = keyof TMemberFormValues & string;

const id = (field: string) => `member-${field}`;

/** The add/edit fields, grouped: who, place in the network, upline contact, other ids. */
export function MemberFormFields({ form, member }: { form: TMemberForm; member?: { id: string; email: string; phone: string | null } | null }) {
  const memberId = member?.id;
  const { t } = useTranslation('team');
  const customTeams = useCustomTeams();
  const { values, set, blur } = form;
  const error = (field: TField) => translateFieldMessage(t, form.errorOf(field));
  const control = (field: TField) => controlProps(id(field), error(field), () => blur(field));
  // A member cannot sponsor themself, so they are left out of the choices.
  const useSponsorOptions = (q: string, enabled: boolean) => useMemberOptions(q, enabled, memberId);

  const text = (field: TMemberTextField, options: { required?: boolean; type?: string; maxLength?: number } = {}) => (
    <FormField id={id(field)} label={t(`fields.${field}`)} error={error(field)} required={options.required}>
      <Input {...control(field)} type={options.type} maxLength={options.maxLength} autoComplete="off" value={values[field]} onChange={(event) => set(field, event.target.value)} />
    </FormField>
  );

  const select = <K extends 'rank' | 'role' | 'status'>(field: K, choices: readonly TMemberFormValues[K][], label: (value: TMemberFormValues[K]) => string) => (
    <FormField id={id(field)} label={t(`fields.${field}`)} error={error(field)}>
      <NativeSelect {...control(field)} value={values[field]} onChange={(event) => set(field, event.target.value as TMemberFormValues[K])}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {label(choice)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );

  return (
    <>
      <Section title={t('form.sections.person')}>
        {text('firstName', { required: true, maxLength: 100 })}
        {text('lastName', { required: true, maxLength: 100 })}
        {text('email', { required: true, type: 'email', maxLength: 254 })}
        {text('phone', { type: 'tel', maxLength: 25 })}
        <DuplicateWarning email={values.email} phone={values.phone} self={member ? { type: 'teamMember', id: member.id, email: member.email, phone: member.phone ?? '' } : undefined} />
      </Section>
      <Section title={t('form.sections.network')}>
        {select('rank', TEAM_RANKS, (rank) => t(`ranks.${rank}`))}
        {select('role', TEAM_ROLES, (role) => t(`roles.${role}`))}
        {select('status', TEAM_MEMBER_STATUSES, (status) => t(`common:statuses.teamMember.${status}`))}
        {text('joinDate', { type: 'date' })}
        <FormField id={id('sponsor')} label={t('fields.sponsor')} error={error('sponsor')}>
          <QueryCombobox
            {...control('sponsor')}
            value={values.sponsor}
            onChange={(sponsor) => set('sponsor', sponsor)}
            useOptions={useSponsorOptions}
            labels={{ placeholder: t('form.sponsorPlaceholder'), search: t('combobox.search'), empty: t('combobox.empty'), clear: t('combobox.clear') }}
          />
        </FormField>
        <FormField id={id('customTeamId')} label={t('fields.customTeam')} error={error('customTeamId')}>
          <NativeSelect {...control('customTeamId')} value={values.customTeamId} onChange={(event) => set('customTeamId', event.target.value)}>
            <option value="">{t('form.noCustomTeam')}</option>
            {customTeams.data?.items.map((team) => (
              <option key={team.id} value={team.id}>
                {team.teamName}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </Section>
      <Section title={t('form.sections.upline')}>
        {text('uplineName', { maxLength: 100 })}
        {text('uplinePhone', { type: 'tel', maxLength: 25 })}
        {text('uplineEmail', { type: 'email', maxLength: 254 })}
      </Section>
      <Section title={t('form.sections.other')}>
        {text('externalToolId', { maxLength: 100 })}
        {text('companyId', { maxLength: 100 })}
      </Section>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-muted-foreground">{title}</legend>
      {children}
    </fieldset>
  );
}
