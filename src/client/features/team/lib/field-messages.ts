import type { TFunction } from 'i18next';
import { FIELD_MESSAGES } from '@shared/common/fields';

/**
 * Field messages the team API words itself (team and custom-teams services) rather than taking
 * from a shared schema; they must match the server's text to be translated.
 */
const TEAM_API_MESSAGES = {
  sponsorNotInTeam: 'Choose a sponsor from your team',
  sponsorInOwnDownline: 'A member cannot be sponsored by themselves or by someone in their own downline',
  customTeamUnknown: 'Choose one of your custom teams',
} as const;

const keyByMessage = new Map<string, string>(
  Object.entries({ ...FIELD_MESSAGES, ...TEAM_API_MESSAGES }).map(([key, message]) => [message, key]),
);

/**
 * Shows an English field message (from the shared schema or the server's `fields`) in the
 * reader's language, from `team:validation.*`; a message we do not know is shown as it came.
 */
export function translateFieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByMessage.get(message);
  return key ? t(`team:validation.${key}`) : message;
}
