import type { TRate } from '@shared/detailed-reports/detailed-reports.schema';

/** Money is integer cents in US dollars, written the way the language writes it. */
export function formatMoney(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** Money without cents, for chart axes. */
export function formatMoneyShort(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(cents / 100);
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A rate as a percentage ("66.7 %"), or a dash when there was nothing to divide by. */
export function formatRate(value: TRate, language: string): string {
  return value === null ? '—' : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value);
}

/** Days with one decimal ("2.5 days" is the caller's sentence), or a dash. */
export function formatDays(value: number | null, language: string): string {
  return value === null ? '—' : new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

/** A calendar day (YYYY-MM-DD) as a medium date, the day kept as the server counted it. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A month (YYYY-MM) as "Mar 2025". */
export function formatMonth(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}
