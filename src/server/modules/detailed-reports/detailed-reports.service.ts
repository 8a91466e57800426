import type { TExecutor } from '../../db/client.js';
import { ACTIVITY_TYPES, type TActivityType } from '../../../shared/activities/activities.constants.js';
import { COMMISSION_TYPES, type TCommissionType } from '../../../shared/commissions/commissions.constants.js';
import { LEAD_SOURCES } from '../../../shared/prospects/prospects.constants.js';
import { funnelRows, monthsBetween, rangeInstants, rate, reportRange, ENROLLED } from '../../../shared/detailed-reports/detailed-reports.rules.js';
import {
  OUTCOME_KEYS,
  type TActivitiesSection,
  type TActivityTypeRow,
  type TCommissionMonth,
  type TCommissionsSection,
  type TCommissionStatusCents,
  type TDetailedReport,
  type TDetailedReportQuery,
  type TFunnelSection,
  type TOutcomeKey,
  type TReportRange,
  type TSourceRow,
  type TSourcesSection,
} from '../../../shared/detailed-reports/detailed-reports.schema.js';
import { activityCounts, commissionSums, firstCommissionDay, funnelCounts, readReportSettings, sourceCounts, type TInstants } from './detailed-reports.repository.js';

const has = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

export async function sourcesSection(db: TExecutor, userId: string, instants: TInstants): Promise<TSourcesSection> {
  const counts = new Map((await sourceCounts(db, userId, instants)).map((r) => [r.source, r]));
  // Every source of the spec, recorded or not; prospects without one only when there are some.
  const keys = [...LEAD_SOURCES, ...(counts.has('unknown') ? (['unknown'] as const) : [])];
  const rows: TSourceRow[] = keys.map((source) => {
    const c = counts.get(source);
    return { source, prospects: c?.prospects ?? 0, enrolled: c?.enrolled ?? 0, conversionRate: rate(c?.enrolled ?? 0, c?.prospects ?? 0) };
  });
  const prospects = rows.reduce((sum, r) => sum + r.prospects, 0);
  const enrolled = rows.reduce((sum, r) => sum + r.enrolled, 0);
  return { rows, totals: { prospects, enrolled, conversionRate: rate(enrolled, prospects) } };
}

export async function funnelSection(db: TExecutor, userId: string, instants: TInstants): Promise<TFunnelSection> {
  const counts = await funnelCounts(db, userId, instants);
  const stages = funnelRows(counts);
  const prospects = counts.reduce((sum, c) => sum + c.current, 0);
  const enrolled = stages.find((s) => s.stage === ENROLLED)?.reached ?? 0;
  return { stages, prospects, enrolled, overallConversion: rate(enrolled, prospects) };
}

const noOutcomes = (): Record<TOutcomeKey, number> => Object.fromEntries(OUTCOME_KEYS.map((k) => [k, 0])) as Record<TOutcomeKey, number>;

export async function activitiesSection(db: TExecutor, userId: string, instants: TInstants): Promise<TActivitiesSection> {
  const byType = new Map<TActivityType, TActivityTypeRow>();
  const totals: Omit<TActivityTypeRow, 'type'> = { total: 0, completed: 0, cancelled: 0, completionRate: null, outcomes: noOutcomes() };
  for (const r of await activityCounts(db, userId, instants)) {
    if (!has(ACTIVITY_TYPES, r.type)) continue;
    const row = byType.get(r.type) ?? { type: r.type, total: 0, completed: 0, cancelled: 0, completionRate: null, outcomes: noOutcomes() };
    const outcome: TOutcomeKey = r.outcome && has(OUTCOME_KEYS, r.outcome) ? r.outcome : 'none';
    for (const target of [row, totals]) {
      target.total += r.total;
      target.completed += r.completed;
      target.cancelled += r.cancelled;
      target.outcomes[outcome] += r.total;
    }
    byType.set(r.type, row);
  }
  // In the spec's order of types; only types with activities in the period.
  const rows = ACTIVITY_TYPES.flatMap((type) => {
    const row = byType.get(type);
    return row ? [{ ...row, completionRate: rate(row.completed, row.total) }] : [];
  });
  return { rows, totals: { ...totals, completionRate: rate(totals.completed, totals.total) } };
}

const noCents = (): TCommissionStatusCents => ({ pendingCents: 0, paidCents: 0, cancelledCents: 0, earnedCents: 0, count: 0 });
const noTypes = (): Record<TCommissionType, number> => Object.fromEntries(COMMISSION_TYPES.map((k) => [k, 0])) as Record<TCommissionType, number>;

/** The months a commissions section covers and the first day it reads (null: the seller has none up to `to`). */
async function commissionWindow(db: TExecutor, userId: string, range: TReportRange) {
  const first = range.from ?? (await firstCommissionDay(db, userId, range.to));
  if (!first) return null;
  const { months, truncated } = monthsBetween(first.slice(0, 7), range.to.slice(0, 7));
  return { months, truncated, from: truncated ? `${months[0]}-01` : first };
}

type TStatus = 'pending' | 'paid' | 'cancelled';
const STATUSES: readonly TStatus[] = ['pending', 'paid', 'cancelled'];

/** The sums of the window per month, type and status, the seller's unknown types or statuses left out. */
async function knownCommissionSums(db: TExecutor, userId: string, window: { from: string }, range: TReportRange) {
  const rows = await commissionSums(db, userId, { from: window.from, to: range.to });
  return rows.flatMap((r) => (has(COMMISSION_TYPES, r.type) && has(STATUSES, r.status) ? [{ ...r, type: r.type, status: r.status }] : []));
}

export async function commissionsSection(db: TExecutor, userId: string, range: TReportRange): Promise<TCommissionsSection> {
  const window = await commissionWindow(db, userId, range);
  if (!window) return { months: [], byType: COMMISSION_TYPES.map((type) => ({ type, ...noCents() })), totals: noCents(), monthsTruncated: false };
  const byMonth = new Map<string, TCommissionMonth>(window.months.map((month) => [month, { month, byType: noTypes(), earnedCents: 0, cancelledCents: 0 }]));
  const byType = new Map<TCommissionType, TCommissionStatusCents>(COMMISSION_TYPES.map((type) => [type, noCents()]));
  const totals = noCents();
  for (const r of await knownCommissionSums(db, userId, window, range)) {
    const month = byMonth.get(r.month);
    if (!month) continue;
    for (const target of [byType.get(r.type)!, totals]) {
      target[`${r.status}Cents`] += r.cents;
      target.count += r.n;
      if (r.status !== 'cancelled') target.earnedCents += r.cents;
    }
    if (r.status === 'cancelled') month.cancelledCents += r.cents;
    else {
      month.byType[r.type] += r.cents;
      month.earnedCents += r.cents;
    }
  }
  return { months: [...byMonth.values()], byType: [...byType].map(([type, cents]) => ({ type, ...cents })), totals, monthsTruncated: window.truncated };
}

/** One row per month and type that has commissions, with its sums by status (the export's table). */
export async function commissionMonthTypeRows(db: TExecutor, userId: string, range: TReportRange): Promise<({ month: string; type: TCommissionType } & TCommissionStatusCents)[]> {
  const window = await commissionWindow(db, userId, range);
  if (!window) return [];
  const rows = new Map<string, { month: string; type: TCommissionType } & TCommissionStatusCents>();
  for (const r of await knownCommissionSums(db, userId, window, range)) {
    const key = `${r.month} ${COMMISSION_TYPES.indexOf(r.type)}`;
    const row = rows.get(key) ?? { month: r.month, type: r.type, ...noCents() };
    row[`${r.status}Cents`] += r.cents;
    row.count += r.n;
    if (r.status !== 'cancelled') row.earnedCents += r.cents;
    rows.set(key, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
}

/** What every section is read with: the seller's settings and the period's days and instants. */
export async function reportContext(db: TExecutor, userId: string, query: TDetailedReportQuery, now = new Date()) {
  const settings = await readReportSettings(db, userId);
  const range = reportRange(query, settings.timeZone, now);
  return { settings, range, instants: rangeInstants(range) };
}

/**
 * The four sections of the detailed reports for the seller's own records, read over the days the
 * query names in her time zone: one statement per section (the commissions' first day is read
 * first when the period is all time).
 */
export async function getDetailedReport(db: TExecutor, userId: string, query: TDetailedReportQuery, now = new Date()): Promise<TDetailedReport> {
  const { range, instants } = await reportContext(db, userId, query, now);
  const sources = await sourcesSection(db, userId, instants);
  const funnel = await funnelSection(db, userId, instants);
  const activities = await activitiesSection(db, userId, instants);
  const commissions = await commissionsSection(db, userId, range);
  return { range, sources, funnel, activities, commissions };
}
