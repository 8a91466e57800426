import type { TDb } from '../../db/client.js';
import { listMyProspects } from '../prospects/prospects.service.js';
import { listMyActivities } from '../activities/activities.service.js';
import { getMonthCommissionCents, listMyCommissions } from '../commissions/commissions.service.js';
import { ownerCount } from '../limits/limits.repository.js';
import { getAgenda } from '../calendar/calendar.service.js';
import { PROSPECT_STATUSES } from '../../../shared/prospects/prospects.constants.js';
import { countActiveProspects, countProspectsByStatus, findSponsor, listOpenGoals } from './dashboard.repository.js';

/** Quick stats, pipeline, goal progress and sponsor for the dashboard and the sidebar. */
export async function getDashboardSummary(db: TDb, userId: string, now = new Date()) {
  const [activeProspects, monthCommissionCents, teamSize, byStatus, goals, sponsor] = await Promise.all([
    countActiveProspects(db, userId),
    getMonthCommissionCents(db, userId, now),
    ownerCount(db, userId, 'team_members'),
    countProspectsByStatus(db, userId),
    listOpenGoals(db, userId, 5),
    findSponsor(db, userId),
  ]);
  const counts = new Map(byStatus.map((r) => [r.status, r.count]));
  return {
    quickStats: { activeProspects, monthCommissionCents, teamSize },
    pipeline: PROSPECT_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
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
