import { describe, expect, it } from 'vitest';
import { bucketOf, isCalendarDay, isWithinReportDays, periodRange } from './reports.rules.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('periodRange', () => {
  // 2026-03-31 22:30 UTC is already 1 April in Madrid (UTC+2 in summer time).
  const now = new Date('2026-03-31T22:30:00Z');

  it('counts whole days in the seller’s zone, today included', () => {
    const r = periodRange('last_7_days', now, 'Europe/Madrid');
    expect([r.firstDay, r.lastDay]).toEqual(['2026-03-26', '2026-04-01']);
    expect(iso(r.from)).toBe('2026-03-25T23:00:00.000Z'); // midnight of 26 March, still winter time (UTC+1)
    expect(iso(r.to)).toBe('2026-04-01T22:00:00.000Z'); // midnight of 2 April, summer time (UTC+2)
  });

  it('gives this month, last month and this year from the local date', () => {
    expect(periodRange('this_month', now, 'Europe/Madrid')).toMatchObject({ firstDay: '2026-04-01', lastDay: '2026-04-01' });
    expect(periodRange('last_month', now, 'Europe/Madrid')).toMatchObject({ firstDay: '2026-03-01', lastDay: '2026-03-31' });
    expect(periodRange('last_month', now, 'UTC')).toMatchObject({ firstDay: '2026-02-01', lastDay: '2026-02-28' });
    expect(periodRange('this_year', now, 'UTC')).toMatchObject({ firstDay: '2026-01-01', lastDay: '2026-03-31' });
    expect(periodRange('last_90_days', now, 'UTC')).toMatchObject({ firstDay: '2026-01-01', lastDay: '2026-03-31' });
  });

  it('runs a custom period from the start of its first day to the end of its last', () => {
    const r = periodRange('custom', now, 'America/New_York', { from: '2026-01-10', to: '2026-01-10' });
    expect([iso(r.from), iso(r.to)]).toEqual(['2026-01-10T05:00:00.000Z', '2026-01-11T05:00:00.000Z']);
  });

  it('leaves all time open, and counts an unknown zone in UTC', () => {
    expect(periodRange('all_time', now, 'UTC')).toEqual({ from: null, to: null, firstDay: null, lastDay: null });
    expect(periodRange('last_7_days', now, 'Mars/Olympus')).toMatchObject({ lastDay: '2026-03-31' });
  });
});

describe('isCalendarDay', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-1-05')).toBe(false);
    expect(isCalendarDay('0050-06-01')).toBe(true);
  });

  it('keeps report days between 1900 and 2999: outside them the dates break (no year 0, no day after 9999-12-31)', () => {
    expect(isWithinReportDays('1900-01-01')).toBe(true);
    expect(isWithinReportDays('2999-12-31')).toBe(true);
    expect(isWithinReportDays('1899-12-31')).toBe(false);
    expect(isWithinReportDays('9999-12-31')).toBe(false);
  });
});

describe('bucketOf', () => {
  it('charts days up to a month, weeks up to half a year, months beyond', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(bucketOf(periodRange('last_30_days', now, 'UTC'))).toBe('day');
    expect(bucketOf(periodRange('last_90_days', now, 'UTC'))).toBe('week');
    expect(bucketOf(periodRange('all_time', now, 'UTC'))).toBe('month');
  });
});
