import { ZTeamMemberCreate, type TTeamMember, type TTeamMemberCreate } from '@shared/team/team.schema';
import type { TTeamMemberStatus, TTeamRank, TTeamRole } from '@shared/team/team.constants';
import type { TComboOption } from '../../../components/ui/combobox';
import { validateWith, type TValidation } from '../../../components/ui/use-schema-form';

/** What the add/edit form holds: text as typed, the sponsor as picked. */
export interface TMemberFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  rank: TTeamRank;
  role: TTeamRole;
  status: TTeamMemberStatus;
  joinDate: string;
  externalToolId: string;
  sponsor: TComboOption | null;
  uplineName: string;
  uplinePhone: string;
  uplineEmail: string;
  companyId: string;
  customTeamId: string;
}

export type TMemberTextField = Exclude<keyof TMemberFormValues, 'sponsor' | 'rank' | 'role' | 'status' | 'customTeamId'>;

export function memberFormValues(member?: TTeamMember | null): TMemberFormValues {
  return {
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    rank: member?.rank ?? 'associate',
    role: member?.role ?? 'partner',
    status: member?.status ?? 'active',
    joinDate: member?.joinDate?.slice(0, 10) ?? '',
    externalToolId: member?.externalToolId ?? '',
    sponsor: member?.sponsorId ? { id: member.sponsorId, name: member.sponsorName ?? '' } : null,
    uplineName: member?.uplineName ?? '',
    uplinePhone: member?.uplinePhone ?? '',
    uplineEmail: member?.uplineEmail ?? '',
    companyId: member?.companyId ?? '',
    customTeamId: member?.customTeam?.id ?? '',
  };
}

/** The schema and the API name the sponsor `sponsorId`; the form holds the picked `sponsor`. */
export function toFormErrors(errors: Record<string, string>): Record<string, string> {
  const { sponsorId, ...rest } = errors;
  return sponsorId ? { ...rest, sponsor: sponsorId } : rest;
}

/** Checks the form with the shared schema: the body to send, or the English message per field. */
export function validateMemberForm(values: TMemberFormValues): TValidation<TTeamMemberCreate> {
  const { sponsor, ...rest } = values;
  const result = validateWith(ZTeamMemberCreate, { ...rest, sponsorId: sponsor?.id ?? null });
  return result.success ? result : { success: false, errors: toFormErrors(result.errors) };
}
