/** A date and time in the UI language and the browser's time zone. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
