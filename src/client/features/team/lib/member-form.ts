import { ZTeamMemberCreate, type TTeamMember, type TTeamMemberCreate } from '@shared/team/team.schema';
import type { TTeamMemberStatus, TTeamRank, TTeamRole } from '@shared/team/team.constants';
import type { TMemberOption } from '../api/team.api';
import { fieldErrorsOf } from './field-messages';

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
  sponsor: TMemberOption | null;
  uplineName: string;
  uplinePhone: string;
  uplineEmail: string;
  companyId: string;
  customTeamId: string;
}

export type TMemberTextField = Exclude<keyof TMemberFormValues, 'sponsor' | 'rank' | 'role' | 'status'>;

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

/** Checks the form with the shared schema: the body to send, or the English message per field. */
export function parseMemberForm(values: TMemberFormValues): { data: TTeamMemberCreate; errors?: undefined } | { data?: undefined; errors: Record<string, string> } {
  const { sponsor, ...rest } = values;
  const result = ZTeamMemberCreate.safeParse({ ...rest, sponsorId: sponsor?.id ?? null });
  return result.success ? { data: result.data } : { errors: fieldErrorsOf(result.error.issues) };
}
