import { sql } from 'drizzle-orm';
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
 * Every card's reads as scalar subqueries of one statement. `zone` replaces the owner's time
 * zone in the month of the deals card (see `isUnknownZone`).
 */
function cardParts(db: TExecutor, userId: string, now: Date, options: { zone?: string; owner?: TDashboardOwner }) {
  const month = monthBounds(now);
  const summary = {
    monthCommission: jsonRows(commissionsBetweenSum(db, userId, month.from, month.to)),
    byStatus: jsonRows(prospectsByStatus(db, userId)),
    goals: jsonRows(openGoals(db, userId, GOALS_SHOWN)),
  };
  const first = { page: 1, pageSize: RECENT_SHOWN };
  const newest = { field: 'createdAt', direction: 'desc' } as const;
  const lists = {
    prospects: jsonRows(pageSelect(prospectsList(db, userId, { ...first, sort: newest }), first)),
    activities: jsonRows(pageSelect(activitiesList(db, userId, { ...first, sort: newest }), first)),
    commissions: jsonRows(pageSelect(commissionsList(db, userId, { ...first, sort: { field: 'date', direction: 'desc' } }), first)),
  };
  const owner = options.owner;
  const agenda = (timeZone: string, kind: 'task' | 'followUp') => sql`(select coalesce(json_agg(a), '[]'::json) from (${agendaSql(userId, kind, dayBounds(now, timeZone), AGENDA_ITEMS_SHOWN)}) a)`;
  return {
    summary,
    lists,
    sql: {
      monthCommission: summary.monthCommission.sql,
      // Kept by triggers per owner and table (migration 0003): no table is counted here.
      counts: sql`(select coalesce(json_object_agg(entity, n), '{}'::json) from owner_counts where user_id = ${userId})`,
      byStatus: summary.byStatus.sql,
      deals: sql`(select row_to_json(d) from (${dealTotalsSql(userId, now, options.zone)}) d)`,
      goals: summary.goals.sql,
      sponsor: sponsorSql(userId),
      ...(owner && {
        prospects: lists.prospects.sql,
        activities: lists.activities.sql,
        commissions: lists.commissions.sql,
        commissionsTotal: sql`(select count(*)::int from commissions where user_id = ${userId})`,
        tasks: agenda(owner.timeZone, 'task'),
        // Only with premium access: `agendaOf` leaves them out otherwise anyway.
        followUps: hasFeature(owner.membership, 'AUTOMATED_FOLLOW_UPS', now) ? agenda(owner.timeZone, 'followUp') : sql`'[]'::json`,
      }),
    },
  };
}

type TCardsRow = {
  monthCommission: unknown;
  counts: Record<string, number>;
  byStatus: unknown;
  deals: TDealTotalsRow | null;
  goals: unknown;
  sponsor: TDashboardSponsor | null;
  prospects?: unknown;
  activities?: unknown;
  commissions?: unknown;
  commissionsTotal?: number;
  tasks?: TAgendaRow[];
  followUps?: TAgendaRow[];
};

/**
 * The dashboard's reads: every card in one statement, after the owner's own row (time zone and
 * plan) when the agenda is wanted, which is worked out in her time zone. A time zone PostgreSQL
 * does not know costs one more (the month again in UTC).
 */
async function readDashboard(db: TExecutor, userId: string, now: Date, lists: boolean) {
  const owner = lists ? await readDashboardOwner(db, userId) : undefined;
  const read = (zone?: string) => {
    const parts = cardParts(db, userId, now, { zone, owner });
    return selectScalars<TCardsRow>(db, parts.sql).then((row) => ({ row, parts }));
  };
  const { row, parts } = await read().catch((error: unknown) => {
    if (!isUnknownZone(error)) throw error;
    return read('UTC');
  });
  const [month] = parts.summary.monthCommission.decode(row.monthCommission);
  const byStatus = parts.summary.byStatus.decode(row.byStatus);
  const deals = dealTotalsOf(row.deals ?? undefined);
  const counts = new Map(byStatus.map((r) => [r.status, r.count]));
  // Active prospects are read from the same counts.
  const activeProspects = byStatus.filter((r) => !(INACTIVE_PROSPECT_STATUSES as readonly string[]).includes(r.status)).reduce((n, r) => n + r.count, 0);
  const summary = {
    quickStats: { activeProspects, monthCommissionCents: Number(month?.total ?? 0), teamSize: row.counts.team_members ?? 0 },
    pipeline: PROSPECT_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    deals: dashboardDeals(deals.savedStages, deals.stages),
    goals: parts.summary.goals.decode(row.goals),
    sponsor: row.sponsor,
  };
  return { owner, row, parts, summary };
}

/** Quick stats, prospects and deals of the pipeline, goal progress and sponsor for the dashboard and the sidebar. */
export async function getDashboardSummary(db: TExecutor, userId: string, now = new Date()) {
  return (await readDashboard(db, userId, now, false)).summary;
}

/**
 * `GET /api/dashboard`: everything the dashboard shows, in one call (the spec's get_dashboard_data),
 * bounded: recent slices rather than whole tables, so it stays fast for 100,000 contacts; two
 * statements in all (`readDashboard`; the summary alone is one).
 */
export async function getDashboardData(db: TExecutor, userId: string, now = new Date()) {
  const { owner, row, parts, summary } = await readDashboard(db, userId, now, true);
  const premium = hasFeature(owner!.membership, 'AUTOMATED_FOLLOW_UPS', now);
  return {
    ...summary,
    totals: { prospects: row.counts.prospects ?? 0, contacts: row.counts.contacts ?? 0, activities: row.counts.activities ?? 0, commissions: row.commissionsTotal ?? 0 },
    recentProspects: parts.lists.prospects.decode(row.prospects).map(toProspect),
    recentActivities: parts.lists.activities.decode(row.activities).map(toActivity),
    recentCommissions: parts.lists.commissions.decode(row.commissions).map(toCommission),
    agenda: agendaOf(row.tasks ?? [], row.followUps ?? [], premium, now),
  };
}
