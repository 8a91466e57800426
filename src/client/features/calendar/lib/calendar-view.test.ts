import { describe, expect, it } from 'vitest';
import type { TCalendarItem } from '@shared/calendar/calendar.schema';
import { dayKeyOf } from '../../../lib/time-zone';
import { weekStartOf } from '../../../lib/week-start';
import { calendarStateOf, itemsByDay, rangeOf, shiftDate, visibleDays } from './calendar-view';
import { rescheduledStart } from './reschedule';

const item = (start: string): TCalendarItem => ({ id: 'a', kind: 'task', title: 'Call', start, status: 'pending', priority: null, linked: null, url: '/tasks?task=a' });

describe('calendar views', () => {
  it('reads the view and the day from the URL, with the month of today by default', () => {
    expect(calendarStateOf(new URLSearchParams('view=week&date=2026-03-10'), '2026-01-01')).toEqual({ view: 'week', date: '2026-03-10' });
    expect(calendarStateOf(new URLSearchParams('view=year&date=nonsense'), '2026-01-01')).toEqual({ view: 'month', date: '2026-01-01' });
  });

  it('starts the week on Sunday in English and Monday in German, or as the browser region says', () => {
    expect(weekStartOf('en', 'en-US')).toBe(0);
    expect(weekStartOf('de', 'de-DE')).toBe(1);
    expect(weekStartOf('en', 'en-GB')).toBe(1);
  });

  it('shows whole weeks around a month and asks for one range from the first midnight to the day after the last', () => {
    const days = visibleDays('month', '2026-03-10', 'Europe/Madrid', 1);
    expect(days).toHaveLength(42);
    expect(dayKeyOf(days[0])).toBe('2026-02-23');
    expect(dayKeyOf(days[41])).toBe('2026-04-05');
    // Midnight in Madrid is 23:00 UTC in winter; the range ends after the DST change (22:00 UTC).
    expect(rangeOf(days)).toEqual({ from: '2026-02-22T23:00:00.000Z', to: '2026-04-05T22:00:00.000Z' });
    expect(visibleDays('week', '2026-03-10', 'UTC', 0).map(dayKeyOf)).toEqual(['2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14']);
  });

  it('moves by a month, a week or a day', () => {
    expect(shiftDate('month', '2026-01-31', 'UTC', 1)).toBe('2026-02-28');
    expect(shiftDate('week', '2026-03-10', 'UTC', -1)).toBe('2026-03-03');
    expect(shiftDate('day', '2026-03-31', 'UTC', 1)).toBe('2026-04-01');
  });

  it('files items under their day in the seller zone', () => {
    const byDay = itemsByDay([item('2026-03-10T23:30:00.000Z'), item('2026-03-10T08:00:00.000Z')], 'Europe/Madrid');
    expect([...byDay.keys()]).toEqual(['2026-03-10', '2026-03-11']);
  });
});

describe('rescheduling', () => {
  it('keeps the time of day when moved to another day, and takes the hour of a slot', () => {
    const moved = item('2026-03-10T09:45:00.000Z');
    expect(rescheduledStart(moved, 'day:2026-03-12', 'UTC')).toBe('2026-03-12T09:45:00.000Z');
    expect(rescheduledStart(moved, 'slot:2026-03-11:14', 'Europe/Madrid')).toBe('2026-03-11T13:00:00.000Z');
    expect(rescheduledStart(moved, 'day:2026-03-10', 'UTC')).toBeNull();
    expect(rescheduledStart(moved, 'elsewhere', 'UTC')).toBeNull();
  });
});
