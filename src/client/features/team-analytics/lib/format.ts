/** Numbers, money (integer cents, USD) and days in the interface language. */

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

export function formatMoney(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** Money on a chart axis: whole or compact dollars ("$280", "$1.2K"). */
export function formatMoneyAxis(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(cents / 100);
}

export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

const utcDay = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);

/** A calendar day (YYYY-MM-DD) as the server counted it, e.g. "Mar 4, 2026". */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(utcDay(day));
}

/** The start of a week on an axis: "Mar 4". */
export function formatShortDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(utcDay(day));
}

/** A month on an axis: "Mar 2026". */
export function formatMonth(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(utcDay(day));
}

/** A moment in the reader's own zone: "Mar 4, 2026". */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

/** A goal's figure: money for commission goals, a count otherwise. */
export function formatGoalValue(metric: string, value: number, language: string): string {
  return metric === 'commissions_cents' ? formatMoney(value, language) : formatCount(value, language);
}
