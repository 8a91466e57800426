import { FIELD_MAX_LENGTH } from './auth.rules.js';
import { PASSWORD_MAX_LENGTH } from './password.rules.js';

/** Input filters applied as the person types (spec 01 §5.2): strip, then truncate. */
export function truncateField(value: string): string {
  return value.slice(0, FIELD_MAX_LENGTH);
}

export function truncatePassword(value: string): string {
  return value.slice(0, PASSWORD_MAX_LENGTH);
}

/** City: letters, spaces, apostrophes and hyphens only; anything else is dropped as typed. */
export function filterCityInput(value: string): string {
  return truncateField(value.replace(/[^\p{L}\s'’-]/gu, ''));
}

/** Phone: an optional leading plus, then digits, spaces, hyphens and parentheses. */
export function filterPhoneInput(value: string): string {
  const lead = value.trimStart().startsWith('+') ? '+' : '';
  return truncateField(lead + value.replace(/[^0-9\s\-()]/g, ''));
}
