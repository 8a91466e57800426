import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTeamMemberCreate } from '@shared/team/team.schema';
import { TEAM_MEMBER_STATUSES, TEAM_RANKS, TEAM_ROLES } from '@shared/team/team.constants';
import { NativeSelect } from '../../../components/ui/select';
import { useCustomTeams } from '../../custom-teams/api/custom-teams.api';
import { translateFieldMessage } from '../lib/field-messages';
import type { TMemberFormValues, TMemberTextField } from '../lib/member-form';
import type { useValidatedForm } from '../lib/use-validated-form';
import { Field, TextField } from './FormField';
import { MemberCombobox } from './MemberCombobox';

type TMemberForm = ReturnType<typeof useValidatedForm<TMemberFormValues, TTeamMemberCreate>>;

const PREFIX = 'member';

/** The add/edit fields, grouped: who, place in the network, upline contact, other ids. */
export function MemberFormFields({ form, memberId }: { form: TMemberForm; memberId?: string }) {
  const { t } = useTranslation('team');
  const customTeams = useCustomTeams();
  const { values, set, blur } = form;
  const error = (field: string) => translateFieldMessage(t, form.errorOf(field));

  const text = (field: TMemberTextField, options: { required?: boolean; type?: string; autoComplete?: string; maxLength?: number } = {}) => (
    <TextField
      id={`${PREFIX}-${field}`}
      label={t(`fields.${field}`)}
      value={values[field]}
      onValue={(value) => set(field, value)}
      onBlur={() => blur(field)}
      error={error(field)}
      {...options}
    />
  );

  const select = <K extends 'rank' | 'role' | 'status'>(field: K, choices: readonly TMemberFormValues[K][], label: (value: TMemberFormValues[K]) => string) => (
    <Field id={`${PREFIX}-${field}`} label={t(`fields.${field}`)} error={error(field)}>
      <NativeSelect id={`${PREFIX}-${field}`} data-testid={`${PREFIX}-${field}`} value={values[field]} onChange={(event) => set(field, event.target.value as TMemberFormValues[K])}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {label(choice)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );

  return (
    <>
      <Section title={t('form.sections.person')}>
        {text('firstName', { required: true, autoComplete: 'off', maxLength: 100 })}
        {text('lastName', { required: true, autoComplete: 'off', maxLength: 100 })}
        {text('email', { required: true, type: 'email', autoComplete: 'off', maxLength: 254 })}
        {text('phone', { type: 'tel', autoComplete: 'off', maxLength: 25 })}
      </Section>
      <Section title={t('form.sections.network')}>
        {select('rank', TEAM_RANKS, (rank) => t(`ranks.${rank}`))}
        {select('role', TEAM_ROLES, (role) => t(`roles.${role}`))}
        {select('status', TEAM_MEMBER_STATUSES, (status) => t(`common:statuses.teamMember.${status}`))}
        {text('joinDate', { type: 'date' })}
        <Field id={`${PREFIX}-sponsor`} label={t('fields.sponsor')} error={error('sponsorId')}>
          <MemberCombobox
            id={`${PREFIX}-sponsor`}
            testId={`${PREFIX}-sponsor`}
            value={values.sponsor}
            onChange={(sponsor) => set('sponsor', sponsor)}
            excludeId={memberId}
            placeholder={t('form.sponsorPlaceholder')}
            invalid={!!error('sponsorId')}
            describedBy={error('sponsorId') ? `${PREFIX}-sponsor-error` : undefined}
          />
        </Field>
        <Field id={`${PREFIX}-customTeamId`} label={t('fields.customTeam')} error={error('customTeamId')}>
          <NativeSelect
            id={`${PREFIX}-customTeamId`}
            data-testid={`${PREFIX}-customTeamId`}
            value={values.customTeamId}
            onChange={(event) => set('customTeamId', event.target.value)}
            aria-invalid={!!error('customTeamId')}
          >
            <option value="">{t('form.noCustomTeam')}</option>
            {customTeams.data?.items.map((team) => (
              <option key={team.id} value={team.id}>
                {team.teamName}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </Section>
      <Section title={t('form.sections.upline')}>
        {text('uplineName', { autoComplete: 'off', maxLength: 100 })}
        {text('uplinePhone', { type: 'tel', autoComplete: 'off', maxLength: 25 })}
        {text('uplineEmail', { type: 'email', autoComplete: 'off', maxLength: 254 })}
      </Section>
      <Section title={t('form.sections.other')}>
        {text('externalToolId', { autoComplete: 'off', maxLength: 100 })}
        {text('companyId', { autoComplete: 'off', maxLength: 100 })}
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
