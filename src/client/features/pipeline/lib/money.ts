/** Deals are priced in US dollars; amounts travel as integer cents. */
export const DEAL_CURRENCY = 'USD';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: string, style: 'full' | 'compact' | 'whole'): Intl.NumberFormat {
  const key = `${language}|${style}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.NumberFormatOptions = { style: 'currency', currency: DEAL_CURRENCY };
    if (style === 'compact') Object.assign(options, { notation: 'compact', maximumFractionDigits: 1 });
    if (style === 'whole') Object.assign(options, { minimumFractionDigits: 0, maximumFractionDigits: 0 });
    found = new Intl.NumberFormat(language, options);
    formatters.set(key, found);
  }
  return found;
}

/** "$1,200" or "$1,200.50" in the interface language; cents show only when there are some. */
export function formatMoney(cents: number, language: string): string {
  return formatter(language, cents % 100 === 0 ? 'whole' : 'full').format(cents / 100);
}

/** "$12.5K": for narrow places (column headers), with the full amount beside it for screen readers. */
export function formatMoneyShort(cents: number, language: string): string {
  return Math.abs(cents) < 1_000_000 ? formatMoney(cents, language) : formatter(language, 'compact').format(cents / 100);
}

/** A percentage of 0..100 as "45 %" or "45%", as the language writes it. */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
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
