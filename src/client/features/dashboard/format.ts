import { trialTimeLeft, type TMembershipState } from '@shared/membership/membership.rules';

/** Amounts are kept in US dollar cents, the currency of the plans and commissions. */
const CURRENCY = 'USD';

export function formatCents(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: CURRENCY }).format(cents / 100);
}

/** Whole dollars when there are no cents ("$12,000"), else to the cent: deal values read better so. */
export function formatDealCents(cents: number, language: string): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(language, { style: 'currency', currency: CURRENCY, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(cents / 100);
}

export function formatDate(value: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(value));
}

/**
 * "5 days" or "3 hours" in the UI language. Intl picks the right plural form in every language
 * (Russian has three), which a single translated template cannot.
 */
export function formatTrialLeft(state: TMembershipState, language: string, now: Date = new Date()): string | null {
  const left = trialTimeLeft(state, now);
  if (!left) return null;
  const unit = left.unit === 'hours' ? 'hour' : 'day';
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(left.value);
}
