import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { toProspect, prospectsList } from '../prospects/prospects.repository.js';
import { activitiesList, toActivity } from '../activities/activities.repository.js';
import { commissionsBetweenSum, commissionsList, toCommission } from '../commissions/commissions.repository.js';
import { monthBounds } from '../commissions/commissions.service.js';
import { agendaSql, type TAgendaRow } from '../calendar/calendar.repository.js';
import { agendaOf, dayBounds } from '../calendar/calendar.service.js';
import { jsonRows } from '../../lib/json-rows.js';
import { pageSelect } from '../../lib/list.js';
import { selectScalars } from '../../lib/sql.js';
import { hasFeature } from '../../../shared/membership/features.js';
import { INACTIVE_PROSPECT_STATUSES, PROSPECT_STATUSES } from '../../../shared/prospects/prospects.constants.js';
import { isClosedStage, pipelineStages } from '../../../shared/deals/deals.rules.js';
import { CLOSED_STAGES } from '../../../shared/deals/deals.constants.js';
import { AGENDA_ITEMS_SHOWN, type TDashboardDeals } from '../../../shared/dashboard/dashboard.schema.js';
import { dealTotalsOf, dealTotalsSql, isUnknownZone, openGoals, prospectsByStatus, readDashboardOwner, sponsorSql, type TDashboardOwner, type TDashboardSponsor, type TDealStageTotals, type TDealTotalsRow } from './dashboard.repository.js';

/** The recent prospects, activities and commissions shown, and the open goals. */
const RECENT_SHOWN = 5;
const GOALS_SHOWN = 5;

/**
 * The pipeline card's figures: open value and its weighted part, this month's wins, and every
 * stage of the owner's pipeline in board order (empty ones too). A stage that left the pipeline
 * while deals still sit in it is shown before the closed stages, so the bars add up to the totals.
 */
export function dashboardDeals(savedStages: readonly string[], totals: readonly TDealStageTotals[]): TDashboardDeals {
  const pipeline = pipelineStages(savedStages);
  const strays = totals.map((t) => t.stage).filter((stage) => !pipeline.includes(stage)).sort();
  const order = [...pipeline.filter((stage) => !isClosedStage(stage)), ...strays, ...CLOSED_STAGES];
  const byStage = new Map(totals.map((t) => [t.stage, t]));
  const open = totals.filter((t) => !isClosedStage(t.stage));
  const sum = (rows: readonly TDealStageTotals[], field: 'count' | 'totalCents' | 'weightedCents' | 'wonCount' | 'wonCents') => rows.reduce((n, row) => n + row[field], 0);
  return {
    openCount: sum(open, 'count'),
    openCents: sum(open, 'totalCents'),
    weightedCents: sum(open, 'weightedCents'),
    wonThisMonthCents: sum(totals, 'wonCents'),
    wonThisMonthCount: sum(totals, 'wonCount'),
    stages: order.map((stage) => ({ stage, count: byStage.get(stage)?.count ?? 0, totalCents: byStage.get(stage)?.totalCents ?? 0 })),
  };
}

/**
 * The summary cards' reads as scalar subqueries of one statement. `zone` replaces the owner's time
 * zone in the month of the deals card (see `isUnknownZone`).
 */
function summaryParts(db: TExecutor, userId: string, now: Date, zone?: string) {
  const month = monthBounds(now);
  const byStatus = jsonRows(prospectsByStatus(db, userId));
  const goals = jsonRows(openGoals(db, userId, GOALS_SHOWN));
  return {
    byStatus,
    goals,
    sql: {
      // A select of one aggregate, embedded (drizzle puts it in brackets), is a scalar subquery.
      monthCommission: sql`${commissionsBetweenSum(db, userId, month.from, month.to)}`,
      // Kept by triggers per owner and table (migration 0003): no table is counted here.
      counts: sql`(select coalesce(json_object_agg(entity, n), '{}'::json) from owner_counts where user_id = ${userId})`,
      byStatus: byStatus.sql,
      deals: sql`(select row_to_json(d) from (${dealTotalsSql(userId, now, zone)}) d)`,
      goals: goals.sql,
      sponsor: sponsorSql(userId),
    },
  };
}

/** The full dashboard's other cards (recent lists, agenda), read in the same statement as the summary's. */
function recentParts(db: TExecutor, userId: string, now: Date, owner: TDashboardOwner) {
  const first = { page: 1, pageSize: RECENT_SHOWN };
  const newest = { field: 'createdAt', direction: 'desc' } as const;
  const prospects = jsonRows(pageSelect(prospectsList(db, userId, { ...first, sort: newest }), first));
  const activities = jsonRows(pageSelect(activitiesList(db, userId, { ...first, sort: newest }), first));
  const commissions = jsonRows(pageSelect(commissionsList(db, userId, { ...first, sort: { field: 'date', direction: 'desc' } }), first));
  const bounds = dayBounds(now, owner.timeZone);
  const agenda = (kind: 'task' | 'followUp') => sql`(select coalesce(json_agg(a), '[]'::json) from (${agendaSql(userId, kind, bounds, AGENDA_ITEMS_SHOWN)}) a)`;
  const premium = hasFeature(owner.membership, 'AUTOMATED_FOLLOW_UPS', now);
  return {
    prospects,
    activities,
    commissions,
    premium,
    sql: {
      prospects: prospects.sql,
      activities: activities.sql,
      commissions: commissions.sql,
      commissionsTotal: sql`(select count(*)::int from commissions where user_id = ${userId})`,
      tasks: agenda('task'),
      // Follow-ups are a premium feature: without it, none are read.
      followUps: premium ? agenda('followUp') : sql`'[]'::json`,
    },
  };
}

type TSummaryRow = {
  monthCommission: number | string | null;
  counts: Record<string, number>;
  byStatus: unknown;
  deals: TDealTotalsRow | null;
  goals: unknown;
  sponsor: TDashboardSponsor | null;
};

/**
 * The summary cards, with `extra` scalars read in the same statement: one statement, and one more
 * when PostgreSQL does not know the owner's time zone (the month again in UTC).
 */
async function readSummary<TExtra extends Record<string, unknown> = Record<never, unknown>>(db: TExecutor, userId: string, now: Date, extra: Record<string, SQL> = {}) {
  const read = (zone?: string) => {
    const parts = summaryParts(db, userId, now, zone);
    return selectScalars<TSummaryRow & TExtra>(db, { ...parts.sql, ...extra }).then((row) => ({ row, parts }));
  };
  const { row, parts } = await read().catch((error: unknown) => {
    if (!isUnknownZone(error)) throw error;
    return read('UTC');
  });
  const byStatus = parts.byStatus.decode(row.byStatus);
  const deals = dealTotalsOf(row.deals ?? undefined);
  const counts = new Map(byStatus.map((r) => [r.status, r.count]));
  // Active prospects are read from the same counts.
  const activeProspects = byStatus.filter((r) => !(INACTIVE_PROSPECT_STATUSES as readonly string[]).includes(r.status)).reduce((n, r) => n + r.count, 0);
  const summary = {
    quickStats: { activeProspects, monthCommissionCents: Number(row.monthCommission ?? 0), teamSize: row.counts.team_members ?? 0 },
    pipeline: PROSPECT_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    deals: dashboardDeals(deals.savedStages, deals.stages),
    goals: parts.goals.decode(row.goals),
    sponsor: row.sponsor,
  };
  return { row, summary };
}

/** Quick stats, prospects and deals of the pipeline, goal progress and sponsor for the dashboard and the sidebar: one statement. */
export async function getDashboardSummary(db: TExecutor, userId: string, now = new Date()) {
  return (await readSummary(db, userId, now)).summary;
}

/**
 * `GET /api/dashboard`: everything the dashboard shows, in one call (the spec's get_dashboard_data),
 * bounded: recent slices rather than whole tables, so it stays fast for 100,000 contacts. Two
 * statements: the owner's row (the agenda is worked out in her time zone, follow-ups with her
 * plan), then every card.
 */
export async function getDashboardData(db: TExecutor, userId: string, now = new Date()) {
  const recent = recentParts(db, userId, now, await readDashboardOwner(db, userId));
  const { row, summary } = await readSummary<{ [K in keyof typeof recent.sql]: unknown }>(db, userId, now, recent.sql);
  return {
    ...summary,
    totals: { prospects: row.counts.prospects ?? 0, contacts: row.counts.contacts ?? 0, activities: row.counts.activities ?? 0, commissions: Number(row.commissionsTotal) },
    recentProspects: recent.prospects.decode(row.prospects).map(toProspect),
    recentActivities: recent.activities.decode(row.activities).map(toActivity),
    recentCommissions: recent.commissions.decode(row.commissions).map(toCommission),
    agenda: agendaOf(row.tasks as TAgendaRow[], row.followUps as TAgendaRow[], recent.premium, now),
  };
}
