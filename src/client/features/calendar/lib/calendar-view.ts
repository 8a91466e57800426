import { addDays, addMonths, addWeeks, eachDayOfInterval, endOfMonth, endOfWeek, startOfMonth, startOfWeek, type Day } from 'date-fns';
import type { TCalendarItem } from '@shared/calendar/calendar.schema';
import { dayKeyOf, zonedDate, zonedDay } from '../../../lib/time-zone';

export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type TCalendarView = (typeof CALENDAR_VIEWS)[number];

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** The view and day the URL asks for (`?view=week&date=2026-03-10`), today's month by default. */
export function calendarStateOf(params: URLSearchParams, today: string): { view: TCalendarView; date: string } {
  const view = params.get('view');
  const date = params.get('date');
  const valid = date && DAY_KEY.test(date) && !Number.isNaN(new Date(`${date}T00:00:00Z`).getTime());
  return { view: (CALENDAR_VIEWS as readonly (string | null)[]).includes(view) ? (view as TCalendarView) : 'month', date: valid ? date : today };
}

/** The days a view shows, as zoned midnights: whole weeks around a month, a week, or one day. */
export function visibleDays(view: TCalendarView, date: string, zone: string, weekStartsOn: Day): Date[] {
  const day = zonedDay(date, zone);
  if (view === 'day') return [day];
  if (view === 'week') return eachDayOfInterval({ start: startOfWeek(day, { weekStartsOn }), end: endOfWeek(day, { weekStartsOn }) });
  return eachDayOfInterval({ start: startOfWeek(startOfMonth(day), { weekStartsOn }), end: endOfWeek(endOfMonth(day), { weekStartsOn }) });
}

/** The range asked of the API for those days: from the first midnight to the midnight after the last day. */
export function rangeOf(days: Date[]): { from: string; to: string } {
  const first = days[0];
  const after = addDays(days[days.length - 1], 1);
  return { from: new Date(first.getTime()).toISOString(), to: new Date(after.getTime()).toISOString() };
}

/** The day the previous or next button leads to. */
export function shiftDate(view: TCalendarView, date: string, zone: string, step: 1 | -1): string {
  const day = zonedDay(date, zone);
  const next = view === 'month' ? addMonths(day, step) : view === 'week' ? addWeeks(day, step) : addDays(day, step);
  return dayKeyOf(next);
}

/** The items of each day ("YYYY-MM-DD" in the seller's zone), in time order. */
export function itemsByDay(items: readonly TCalendarItem[], zone: string): Map<string, TCalendarItem[]> {
  const byDay = new Map<string, TCalendarItem[]>();
  const sorted = [...items].sort((a, b) => a.start.localeCompare(b.start));
  for (const item of sorted) {
    const key = dayKeyOf(zonedDate(item.start, zone));
    const list = byDay.get(key);
    if (list) list.push(item);
    else byDay.set(key, [item]);
  }
  return byDay;
}

/** The hour (0 to 23, in the seller's zone) an item starts in. */
export function hourOf(item: TCalendarItem, zone: string): number {
  return zonedDate(item.start, zone).getHours();
}

/** The heading of the visible range: "March 2026", "Mar 9 – 15, 2026" or "Tuesday, March 10, 2026" ("Mar 10, 2026" when `short`). */
export function rangeTitle(view: TCalendarView, days: Date[], language: string, zone: string, short = false): string {
  const first = days[0];
  if (view === 'month') {
    const middle = days[Math.floor(days.length / 2)];
    return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: zone }).format(middle);
  }
  if (view === 'day') return new Intl.DateTimeFormat(language, { dateStyle: short ? 'medium' : 'full', timeZone: zone }).format(first);
  const format = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric', timeZone: zone });
  return format.formatRange(first, days[days.length - 1]);
}

/** The month of a day key ("2026-03"), to tell the spill-over days of a month view apart. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}
