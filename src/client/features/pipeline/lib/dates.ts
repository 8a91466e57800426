/** A calendar day ("2026-03-02") in the interface language, read as that day wherever the browser is. */
export function formatDay(day: string, language: string, style: 'medium' | 'long' = 'medium'): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A moment in the interface language and the browser's time zone. */
export function formatMoment(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
