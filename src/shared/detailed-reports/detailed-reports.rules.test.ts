import { describe, expect, it } from 'vitest';
import { addDays, funnelRows, monthsBetween, rangeInstants, reportRange, rate } from './detailed-reports.rules.js';
import { ZDetailedReportExportQuery, ZDetailedReportQuery } from './detailed-reports.schema.js';

const NOW = new Date('2026-03-01T05:00:00Z');

describe('reportRange', () => {
  it('ends every preset period today, in the seller’s time zone', () => {
    expect(reportRange({ period: 'last_30_days' }, 'UTC', NOW)).toEqual({ period: 'last_30_days', from: '2026-01-31', to: '2026-03-01', timeZone: 'UTC' });
    expect(reportRange({ period: 'last_90_days' }, 'UTC', NOW)).toMatchObject({ from: '2025-12-02', to: '2026-03-01' });
    expect(reportRange({ period: 'this_year' }, 'UTC', NOW)).toMatchObject({ from: '2026-01-01', to: '2026-03-01' });
    expect(reportRange({ period: 'all_time' }, 'UTC', NOW)).toMatchObject({ from: null, to: '2026-03-01' });
    // Still 28 February in Los Angeles.
    expect(reportRange({ period: 'this_year' }, 'America/Los_Angeles', NOW)).toMatchObject({ from: '2026-01-01', to: '2026-02-28' });
  });

  it('takes a custom period as given and falls back to UTC for an unknown zone', () => {
    expect(reportRange({ period: 'custom', from: '2025-01-01', to: '2025-01-31' }, 'Mars/Base', NOW)).toEqual({ period: 'custom', from: '2025-01-01', to: '2025-01-31', timeZone: 'UTC' });
  });

  it('turns days into instants at the zone’s midnights, the last day included', () => {
    const { from, to } = rangeInstants({ period: 'custom', from: '2025-03-01', to: '2025-03-31', timeZone: 'Europe/Madrid' });
    expect(from!.toISOString()).toBe('2025-02-28T23:00:00.000Z');
    expect(to.toISOString()).toBe('2025-03-31T22:00:00.000Z');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('the queries', () => {
  it('defaults to the last 30 days and refuses dates outside a custom period or in the wrong order', () => {
    expect(ZDetailedReportQuery.parse({})).toEqual({ period: 'last_30_days' });
    expect(ZDetailedReportQuery.safeParse({ period: 'custom', from: '2025-02-01', to: '2025-01-01' }).success).toBe(false);
    expect(ZDetailedReportQuery.safeParse({ period: 'custom', from: '2025-01-01', to: '2025-01-01' }).success).toBe(true);
    expect(ZDetailedReportQuery.safeParse({ period: 'this_year', from: '2025-01-01' }).success).toBe(false);
    expect(ZDetailedReportExportQuery.safeParse({ format: 'xlsx', section: 'funnel' }).success).toBe(false);
    expect(ZDetailedReportExportQuery.parse({ format: 'csv', section: 'funnel' })).toEqual({ format: 'csv', section: 'funnel', period: 'last_30_days' });
  });
});

describe('funnelRows', () => {
  it('counts a prospect as having reached every stage before its furthest one', () => {
    const rows = funnelRows([
      { stage: 'new_prospect', current: 2, furthest: 2, dropOff: 0, medianDays: 1.5, stays: 4 },
      { stage: 'interested', current: 1, furthest: 2, dropOff: 1, medianDays: null, stays: 0 },
      { stage: 'enrolled', current: 1, furthest: 1, dropOff: 0, medianDays: null, stays: 0 },
      { stage: 'not_interested', current: 1, furthest: 0, dropOff: 0, medianDays: null, stays: 0 },
    ]);
    const by = Object.fromEntries(rows.map((r) => [r.stage, r]));
    expect(rows.map((r) => r.stage).slice(0, 3)).toEqual(['new_prospect', 'cold_lead', 'warm_prospect']);
    expect(by.new_prospect).toMatchObject({ reached: 5, conversionFromPrevious: null, medianDaysInStage: 1.5 });
    expect(by.cold_lead).toMatchObject({ reached: 3, conversionFromPrevious: 0.6 });
    expect(by.interested).toMatchObject({ reached: 3, conversionFromPrevious: 1, dropOff: 1 });
    expect(by.demo_scheduled).toMatchObject({ reached: 1, conversionFromPrevious: 1 / 3 });
    expect(by.not_interested).toMatchObject({ current: 1, reached: null, conversionFromPrevious: null, dropOff: null });
  });

  it('gives no rate where nothing reached the stage before', () => {
    const rows = funnelRows([]);
    expect(rows.every((r) => r.conversionFromPrevious === null)).toBe(true);
    expect(rows.find((r) => r.stage === 'enrolled')!.reached).toBe(0);
    expect(rate(1, 0)).toBeNull();
  });
});

describe('monthsBetween', () => {
  it('lists every month, across years, keeping the latest when there are too many', () => {
    expect(monthsBetween('2024-11', '2025-02')).toEqual({ months: ['2024-11', '2024-12', '2025-01', '2025-02'], truncated: false });
    expect(monthsBetween('2020-01', '2025-02', 3)).toEqual({ months: ['2024-12', '2025-01', '2025-02'], truncated: true });
  });
});
