import type { TDb } from '../../db/client.js';
import { PROSPECT_STATUSES } from '../../../shared/prospects/prospects.constants.js';
import {
  countActiveProspects,
  countProspectsByStatus,
  countTeamMembers,
  findSponsor,
  listOpenGoals,
  sumCommissionsBetween,
} from './dashboard.repository.js';

/** First day of this month and of the next, as ISO dates (UTC). */
export function monthBounds(now: Date): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/** Quick stats, pipeline, goal progress and sponsor for the dashboard and the sidebar. */
export async function getDashboardSummary(db: TDb, userId: string, now = new Date()) {
  const { from, to } = monthBounds(now);
  const [activeProspects, monthCommissionCents, teamSize, byStatus, goals, sponsor] = await Promise.all([
    countActiveProspects(db, userId),
    sumCommissionsBetween(db, userId, from, to),
    countTeamMembers(db, userId),
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
