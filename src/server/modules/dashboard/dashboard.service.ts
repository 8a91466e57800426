import type { TDb } from '../../db/client.js';
import { listMyProspects } from '../prospects/prospects.service.js';
import { listMyActivities } from '../activities/activities.service.js';
import { getMonthCommissionCents, listMyCommissions } from '../commissions/commissions.service.js';
import { ownerCount } from '../limits/limits.repository.js';
import { getAgenda } from '../calendar/calendar.service.js';
import { INACTIVE_PROSPECT_STATUSES, PROSPECT_STATUSES } from '../../../shared/prospects/prospects.constants.js';
import { isClosedStage, pipelineStages } from '../../../shared/deals/deals.rules.js';
import { CLOSED_STAGES } from '../../../shared/deals/deals.constants.js';
import type { TDashboardDeals } from '../../../shared/dashboard/dashboard.schema.js';
import { countProspectsByStatus, findSponsor, listOpenGoals, sumDealsByStage, type TDealStageTotals } from './dashboard.repository.js';

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

/** Quick stats, prospects and deals of the pipeline, goal progress and sponsor for the dashboard and the sidebar. */
export async function getDashboardSummary(db: TDb, userId: string, now = new Date()) {
  const [monthCommissionCents, teamSize, byStatus, deals, goals, sponsor] = await Promise.all([
    getMonthCommissionCents(db, userId, now),
    ownerCount(db, userId, 'team_members'),
    countProspectsByStatus(db, userId),
    sumDealsByStage(db, userId, now),
    listOpenGoals(db, userId, 5),
    findSponsor(db, userId),
  ]);
  const counts = new Map(byStatus.map((r) => [r.status, r.count]));
  // Active prospects are read from the same counts: one statement fewer.
  const activeProspects = byStatus.filter((r) => !(INACTIVE_PROSPECT_STATUSES as readonly string[]).includes(r.status)).reduce((n, r) => n + r.count, 0);
  return {
    quickStats: { activeProspects, monthCommissionCents, teamSize },
    pipeline: PROSPECT_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    deals: dashboardDeals(deals.savedStages, deals.stages),
    goals,
    sponsor,
  };
}

/**
 * `GET /api/dashboard`: everything the dashboard shows, in one call (the spec's get_dashboard_data),
 * bounded: recent slices rather than whole tables, so it stays fast for 100,000 contacts.
 */
export async function getDashboardData(db: TDb, userId: string, now = new Date()) {
  const [summary, prospects, activities, commissions, contacts, agenda] = await Promise.all([
    getDashboardSummary(db, userId, now),
    listMyProspects(db, userId, { page: 1, pageSize: 5, sort: { field: 'createdAt', direction: 'desc' } }),
    listMyActivities(db, userId, { page: 1, pageSize: 5, sort: { field: 'createdAt', direction: 'desc' } }),
    listMyCommissions(db, userId, { page: 1, pageSize: 5, sort: { field: 'date', direction: 'desc' } }),
    ownerCount(db, userId, 'contacts'),
    getAgenda(db, userId, now),
  ]);
  return {
    ...summary,
    totals: { prospects: prospects.total, contacts, activities: activities.total, commissions: commissions.total },
    recentProspects: prospects.items,
    recentActivities: activities.items,
    recentCommissions: commissions.items,
    agenda,
  };
}
