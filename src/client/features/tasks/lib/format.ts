/** A due date and time in the UI language and the browser's time zone. */
export function formatDueDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A short due date for narrow places (cards, calendar chips): "Mar 2, 14:30". */
export function formatShortDue(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

export function formatHours(hours: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(hours);
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size in the largest unit under 1024 of it: "12 kB", "3.4 MB". */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: BYTE_UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}
