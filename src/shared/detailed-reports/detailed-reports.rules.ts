import { TZDate } from '@date-fns/tz';
import { FUNNEL_STAGES } from '../prospects/prospects.schema.js';
import type { TFunnelStage } from '../funnel/funnel.rules.js';
import { isValidTimeZone } from '../common/time-zone.js';
import type { TDetailedReportQuery, TFunnelStageRow, TRate, TReportRange } from './detailed-reports.schema.js';

/** The stages on the way to enrolment, in order; a prospect "reached" a stage when it got this far or further. */
export const FUNNEL_PROGRESS_STAGES = FUNNEL_STAGES.filter((s) => s !== 'not_interested' && s !== 'on_hold') as TFunnelStage[];
/** Where a prospect stands when it left the way: its furthest stage is where it dropped off. */
export const FUNNEL_DROP_STAGES: readonly TFunnelStage[] = ['not_interested', 'on_hold'];
/** The stage a prospect converts into, for the sources and the funnel alike. */
export const ENROLLED = 'enrolled' as const;

/** A "last N days" period counts today as its last day. */
export const PERIOD_DAYS = { last_30_days: 30, last_90_days: 90 } as const;

/** The most months the commissions section shows (the latest ones): ten years. */
export const COMMISSION_MONTHS_MAX = 120;

const zoneOf = (timeZone: string) => (isValidTimeZone(timeZone) ? timeZone : 'UTC');

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  const d = new TZDate(instant.getTime(), zoneOf(timeZone));
  return `${String(d.getFullYear()).padStart(4, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A calendar day moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant a calendar day begins in a time zone. */
export function dayStart(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d, 0, 0, zoneOf(timeZone)).getTime());
}

/** The days a query covers, read in the seller's time zone at `now`. */
export function reportRange(query: TDetailedReportQuery, timeZone: string, now: Date = new Date()): TReportRange {
  const zone = zoneOf(timeZone);
  const today = dayIn(now, zone);
  const base = { period: query.period, timeZone: zone };
  switch (query.period) {
    case 'last_30_days':
    case 'last_90_days':
      return { ...base, from: addDays(today, 1 - PERIOD_DAYS[query.period]), to: today };
    case 'this_year':
      return { ...base, from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'all_time':
      return { ...base, from: null, to: today };
    case 'custom':
      return { ...base, from: query.from!, to: query.to! };
  }
}

/** The instants a range covers: [from, to) with `to` the start of the day after its last day. */
export function rangeInstants(range: TReportRange): { from: Date | null; to: Date } {
  return { from: range.from ? dayStart(range.from, range.timeZone) : null, to: dayStart(addDays(range.to, 1), range.timeZone) };
}

export function rate(part: number, whole: number): TRate {
  return whole > 0 ? part / whole : null;
}

/** Every month from `first` to `last` (YYYY-MM, both included), at most `max`, the latest kept. */
export function monthsBetween(first: string, last: string, max = COMMISSION_MONTHS_MAX): { months: string[]; truncated: boolean } {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
  const end = index(last);
  const start = Math.max(index(first), end - max + 1);
  const months: string[] = [];
  for (let i = start; i <= end; i++) months.push(`${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`);
  return { months, truncated: index(first) < start };
}

/** What the funnel statement counts per stage. */
export interface TFunnelStageCounts {
  stage: TFunnelStage;
  current: number;
  /** Prospects whose furthest progress stage is this one. */
  furthest: number;
  dropOff: number;
  medianDays: number | null;
  stays: number;
}

/**
 * The funnel rows in the tracker's order. A prospect that got to stage k passed every stage
 * before it on the way (skipped ones included), so "reached" is the count of prospects whose
 * furthest stage is k or later, and the stage-to-stage conversion never exceeds 100 %.
 */
export function funnelRows(counts: TFunnelStageCounts[]): TFunnelStageRow[] {
  const byStage = new Map(counts.map((c) => [c.stage, c]));
  const reached = new Map<TFunnelStage, number>();
  let further = 0;
  for (const stage of [...FUNNEL_PROGRESS_STAGES].reverse()) {
    further += byStage.get(stage)?.furthest ?? 0;
    reached.set(stage, further);
  }
  return FUNNEL_STAGES.map((stage) => {
    const c = byStage.get(stage);
    const progress = FUNNEL_PROGRESS_STAGES.indexOf(stage);
    const previous = progress > 0 ? reached.get(FUNNEL_PROGRESS_STAGES[progress - 1])! : null;
    return {
      stage,
      current: c?.current ?? 0,
      reached: progress >= 0 ? reached.get(stage)! : null,
      conversionFromPrevious: previous === null ? null : rate(reached.get(stage)!, previous),
      dropOff: progress >= 0 ? (c?.dropOff ?? 0) : null,
      medianDaysInStage: c?.medianDays ?? null,
      stays: c?.stays ?? 0,
    };
  });
}
