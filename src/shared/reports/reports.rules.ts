import { TZDate } from '@date-fns/tz';
import { isValidTimeZone } from '../common/time-zone.js';
import { REPORT_DAY_MAX, REPORT_DAY_MIN, REPORT_FIELDS, type TReportPeriod, type TReportType } from './reports.constants.js';

/** A period as instants: rows with `from <= time < to`; null is open on that side (all time). */
export interface TPeriodRange {
  from: Date | null;
  to: Date | null;
  /** The calendar days it covers in the seller's zone, for the report's subtitle (null: open). */
  firstDay: string | null;
  lastDay: string | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day YYYY-MM-DD at `now` in `timeZone`. */
export function dayIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `days` after (or before) a calendar day. */
export function addDays(day: string, days: number): string {
  const [, y, m, d] = DAY.exec(day)!.map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

function monthStart(day: string, monthsAhead = 0): string {
  const [, y, m] = DAY.exec(day)!.map(Number);
  const index = y! * 12 + (m! - 1) + monthsAhead;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The instant a calendar day begins in `timeZone` (midnight there, whatever the DST). */
export function dayStart(day: string, timeZone: string): Date {
  const [, y, m, d] = DAY.exec(day)!.map(Number);
  return new Date(new TZDate(y!, m! - 1, d!, 0, 0, timeZone).getTime());
}

/** Whether a string is a real calendar day (2026-02-30 is not); a year below 100 is read as written, never as 19xx. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(0);
  date.setUTCFullYear(y!, m! - 1, d!);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** Whether a calendar day (YYYY-MM-DD) lies within the days a report can name. */
export const isWithinReportDays = (day: string) => day >= REPORT_DAY_MIN && day <= REPORT_DAY_MAX;

/**
 * The period in the seller's time zone, whole days: "last 7 days" is today and the six days
 * before; months and the year start at local midnight of their first day; a custom period runs
 * from the start of `from` to the end of `to`. An unknown zone counts in UTC.
 */
export function periodRange(period: TReportPeriod, now: Date, timeZone: string, custom: { from?: string; to?: string } = {}): TPeriodRange {
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const today = dayIn(now, zone);
  const days = (first: string, last: string): TPeriodRange => ({ from: dayStart(first, zone), to: dayStart(addDays(last, 1), zone), firstDay: first, lastDay: last });
  switch (period) {
    case 'last_7_days':
      return days(addDays(today, -6), today);
    case 'last_30_days':
      return days(addDays(today, -29), today);
    case 'last_90_days':
      return days(addDays(today, -89), today);
    case 'this_month':
      return days(monthStart(today), today);
    case 'last_month':
      return days(monthStart(today, -1), addDays(monthStart(today), -1));
    case 'this_year':
      return days(`${today.slice(0, 4)}-01-01`, today);
    case 'custom':
      return days(custom.from ?? today, custom.to ?? today);
    default:
      return { from: null, to: null, firstDay: null, lastDay: null };
  }
}

/** Whether `key` is a field the type can export. */
export function isReportField(type: TReportType, key: string): boolean {
  return (REPORT_FIELDS[type] as readonly { key: string }[]).some((field) => field.key === key);
}

/** The fields in the table's order, whatever order they were picked in. */
export function orderedFields(type: TReportType, keys: readonly string[]) {
  return REPORT_FIELDS[type].filter((field) => keys.includes(field.key));
}

/** Chart buckets: days up to a month, weeks up to half a year, months beyond. */
export function bucketOf(range: { from: Date | null; to: Date | null }): 'day' | 'week' | 'month' {
  if (!range.from || !range.to) return 'month';
  const days = (range.to.getTime() - range.from.getTime()) / 86_400_000;
  return days <= 31 ? 'day' : days <= 183 ? 'week' : 'month';
}
