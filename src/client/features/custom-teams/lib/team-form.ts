import type { TFunction } from 'i18next';
import { ZCustomTeamCreate, type TCustomTeam } from '@shared/team/team.schema';
import { validateWith, type TValidation } from '../../../components/ui/use-schema-form';
import { translateFieldMessage } from '../../team/lib/field-messages';
import type { TCustomTeamCreate } from '../api/custom-teams.api';

export interface TTeamFormValues {
  teamName: string;
  description: string;
}

export function teamFormValues(team?: TCustomTeam | null): TTeamFormValues {
  return { teamName: team?.teamName ?? '', description: team?.description ?? '' };
}

export function validateTeamForm(values: TTeamFormValues): TValidation<TCustomTeamCreate> {
  return validateWith(ZCustomTeamCreate, values);
}

/** The schema's own "team name is required" text, so it is translated whichever way it is worded. */
const TEAM_NAME_REQUIRED = ZCustomTeamCreate.safeParse({ teamName: '' }).error?.issues[0]?.message;

export function translateTeamMessage(t: TFunction, message: string | undefined): string | undefined {
  if (message && message === TEAM_NAME_REQUIRED) return t('customTeams:validation.teamNameRequired');
  return translateFieldMessage(t, message);
}
