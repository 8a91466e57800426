import { numberFormat } from '../../../lib/intl';

/** Deals are priced in US dollars; amounts travel as integer cents. */
export const DEAL_CURRENCY = 'USD';

const WHOLE: Intl.NumberFormatOptions = { style: 'currency', currency: DEAL_CURRENCY, minimumFractionDigits: 0, maximumFractionDigits: 0 };
const FULL: Intl.NumberFormatOptions = { style: 'currency', currency: DEAL_CURRENCY };
const COMPACT: Intl.NumberFormatOptions = { style: 'currency', currency: DEAL_CURRENCY, notation: 'compact', maximumFractionDigits: 1 };

/** "$1,200" or "$1,200.50" in the interface language; cents show only when there are some. */
export function formatMoney(cents: number, language: string): string {
  return numberFormat(language, cents % 100 === 0 ? WHOLE : FULL).format(cents / 100);
}

/** "$12.5K": for narrow places (column headers), with the full amount beside it for screen readers. */
export function formatMoneyShort(cents: number, language: string): string {
  return Math.abs(cents) < 1_000_000 ? formatMoney(cents, language) : numberFormat(language, COMPACT).format(cents / 100);
}

/** A percentage of 0..100 as "45 %" or "45%", as the language writes it. */
export function formatPercent(value: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** Cents as a dollar amount input shows it: "1200", "1200.5" → "1200.50". */
export function centsToInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/**
 * A typed dollar amount in cents: undefined when empty (the schema's "required"), NaN when it is
 * no number (the schema's "invalid"), rounded to the cent otherwise.
 */
export function inputToCents(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}
