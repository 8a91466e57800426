import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const MANUAL_TIME_ZONE_KEY = 'upline-time-zone-manual';

/** The IANA time zone this browser runs in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Whether the seller chose a zone in Settings on this device (then the browser's no longer replaces it). */
export function hasManualTimeZone(): boolean {
  return localStorage.getItem(MANUAL_TIME_ZONE_KEY) === 'true';
}

export function rememberManualTimeZone(manual: boolean): void {
  if (manual) localStorage.setItem(MANUAL_TIME_ZONE_KEY, 'true');
  else localStorage.removeItem(MANUAL_TIME_ZONE_KEY);
}

/** Every zone the runtime knows, for a picker; the current one is kept even if the list lacks it. */
export function timeZoneNames(current: string): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return names.includes(current) ? names : [current, ...names];
}

/** A moment as a wall-clock date in `zone`, for date-fns (which then computes days in that zone). */
export function zonedDate(instant: string | Date, zone: string): TZDate {
  return TZDate.tz(zone, typeof instant === 'string' ? new Date(instant) : instant);
}

/** "YYYY-MM-DD" of a (zoned) date. */
export function dayKeyOf(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** "HH:mm" of a (zoned) date. */
export function timeOf(date: Date): string {
  return format(date, 'HH:mm');
}

/** Midnight (or `time`) of a "YYYY-MM-DD" day in `zone`. */
export function zonedDay(day: string, zone: string, time = '00:00'): TZDate {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new TZDate(y, m - 1, d, h || 0, min || 0, zone);
}

/**
 * The UTC instant of a wall-clock date and time in `zone`, as the API takes it; '' when either
 * part is missing or unreadable, so the schema's own "required" message applies.
 */
export function instantOf(day: string, time: string, zone: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return '';
  const date = zonedDay(day, zone, time);
  return Number.isNaN(date.getTime()) ? '' : new Date(date.getTime()).toISOString();
}

/** The wall-clock day and time of an instant in `zone`, as date and time inputs show them. */
export function wallClockOf(instant: string | null, zone: string): { day: string; time: string } {
  if (!instant) return { day: '', time: '' };
  const date = zonedDate(instant, zone);
  return Number.isNaN(date.getTime()) ? { day: '', time: '' } : { day: dayKeyOf(date), time: timeOf(date) };
}

/** A date and time in the UI language, as seen in `zone`. */
export function formatDateTime(instant: string, language: string, zone: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
  return new Intl.DateTimeFormat(language, { ...options, timeZone: zone }).format(new Date(instant));
}
