/** The currency of amounts that carry none (the statistics' revenue): the plans are priced in it. */
export const DEFAULT_CURRENCY = 'USD';

/** An amount in cents as money in the UI language; an unknown currency code falls back to the plain number. */
export function formatMoney(cents: number, language: string, currency: string = DEFAULT_CURRENCY): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  } catch {
    return `${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)} ${currency}`;
  }
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A UTC "YYYY-MM-DD" day as a short date ("Mar 4"), the day kept as the server counted it. */
export function formatShortDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
