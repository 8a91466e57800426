import type { TExecutor } from '../../db/client.js';
import { ANALYTICS_LIST_LIMIT } from '../../../shared/team-analytics/team-analytics.constants.js';
import { forecastNextRank } from '../../../shared/team-analytics/team-analytics.rules.js';
import type { TPerformanceTab, TRankForecastRow } from '../../../shared/team-analytics/team-analytics.schema.js';
import type { TTeamMemberStatus, TTeamRank } from '../../../shared/team/team.constants.js';
import type { TRankQualifiers } from '../../../shared/team/rank.rules.js';
import { commissionsByMonth, performers, rankStanding } from './team-analytics-members.repository.js';
import { rankDistribution } from './team-analytics.counts.js';
import { bucketStarts } from './team-analytics.buckets.js';

/**
 * Each member's next rank and what is missing, closest first: those already qualifying, then by
 * progress; the top rank has nothing left to forecast.
 */
export async function rankForecast(db: TExecutor, userId: string, qualifiers: TRankQualifiers): Promise<TRankForecastRow[]> {
  const rows = await rankStanding(db, userId);
  return rows
    .map((r) => {
      const rank = r.rank as TTeamRank;
      const f = forecastNextRank(rank, { directRecruits: r.direct, teamSize: r.total }, qualifiers);
      return {
        id: r.id,
        name: r.name,
        rank,
        status: r.status as TTeamMemberStatus,
        nextRank: f.nextRank,
        directRecruits: r.direct,
        teamSize: r.total,
        missingDirectRecruits: f.missing.directRecruits,
        missingTeamSize: f.missing.teamSize,
        qualifies: f.qualifies,
        progressPercent: f.progressPercent,
      };
    })
    .filter((r) => r.nextRank !== null)
    .sort((a, b) => Number(b.qualifies) - Number(a.qualifies) || b.progressPercent - a.progressPercent || a.missingDirectRecruits + a.missingTeamSize - (b.missingDirectRecruits + b.missingTeamSize) || a.name.localeCompare(b.name))
    .slice(0, ANALYTICS_LIST_LIMIT);
}

export async function performanceTab(db: TExecutor, userId: string, today: string, from: string, qualifiers: TRankQualifiers): Promise<TPerformanceTab> {
  const months = await commissionsByMonth(db, userId, from);
  const byMonthMap = new Map(months.map((m) => [m.month, Number(m.cents)]));
  const byMonth = bucketStarts(from, today, 'month').map((month) => ({ month, cents: byMonthMap.get(month) ?? 0 }));
  const top = await performers(db, userId, from, 10);
  return {
    tab: 'performance',
    totalCents: byMonth.reduce((sum, m) => sum + m.cents, 0),
    byMonth,
    performers: top.map((p) => ({ ...p, rank: p.rank as TTeamRank, commissionsCents: Number(p.commissionsCents) })),
    ranks: await rankDistribution(db, userId),
    forecast: await rankForecast(db, userId, qualifiers),
  };
}
