import type { TExecutor } from '../../db/client.js';
import {
  ANALYTICS_LIST_LIMIT,
  AT_RISK_WINDOW_DAYS,
  NEW_MEMBERS_WINDOW_DAYS,
  type TAnalyticsPeriod,
} from '../../../shared/team-analytics/team-analytics.constants.js';
import { periodStart } from '../../../shared/team-analytics/team-analytics.rules.js';
import type {
  TAnalyticsExportQuery,
  TActivityTab,
  TAnalyticsAnswer,
  TAnalyticsQuery,
  TEngagementTab,
  TGoalsTab,
  TGrowthTab,
  TOverviewTab,
  TSegmentationTab,
} from '../../../shared/team-analytics/team-analytics.schema.js';
import { TEAM_MEMBER_STATUSES, TEAM_RANKS, TEAM_ROLES, type TTeamMemberStatus, type TTeamRank } from '../../../shared/team/team.constants.js';
import type { TRankQualifiers } from '../../../shared/team/rank.rules.js';
import { atRiskMembers, engagementCounts, memberGoals, recentlyActiveMembers, statusCounts } from './team-analytics-members.repository.js';
import {
  activityWeeks,
  cohortCounts,
  customTeamCounts,
  joinBuckets,
  levelCounts,
  mostActiveMembers,
  segmentCounts,
  readerOf,
  teamCommissionsSince,
  teamCounts,
} from './team-analytics.repository.js';
import { teamAnalyticsDocument } from './team-analytics.export.js';
import { performanceTab } from './team-analytics-performance.service.js';
import { ordered, rankDistribution } from './team-analytics.counts.js';
import { listTeamGoals, todayOf } from './team-goals.service.js';
import { bucketStarts } from './team-analytics.buckets.js';
import { isLanguage } from '../../lib/i18n.js';

const COHORTS_SHOWN = 12;

async function overviewTab(db: TExecutor, userId: string, today: string): Promise<TOverviewTab> {
  const counts = await teamCounts(db, userId, periodStart(today, NEW_MEMBERS_WINDOW_DAYS));
  const levels = await levelCounts(db, userId, today);
  return {
    tab: 'overview',
    teamSize: counts.teamSize,
    activeMembers: counts.active,
    newMembers: counts.newMembers,
    newMembersWindowDays: NEW_MEMBERS_WINDOW_DAYS,
    levels: levels.length,
    levelCounts: levels.map((l) => ({ level: Number(l.level), count: l.count })),
    ranks: await rankDistribution(db, userId),
    commissionsThisMonthCents: await teamCommissionsSince(db, userId, `${today.slice(0, 8)}01`),
    linkedMembers: counts.linked,
  };
}

async function growthTab(db: TExecutor, userId: string, today: string, from: string, period: TAnalyticsPeriod): Promise<TGrowthTab> {
  const unit = period === 365 ? 'month' : 'week';
  const { before, buckets } = await joinBuckets(db, userId, from, unit);
  const joinsAt = new Map(buckets.map((b) => [b.start, b.joins]));
  let cumulative = before;
  const filled = bucketStarts(from, today, unit).map((start) => {
    const joins = joinsAt.get(start) ?? 0;
    cumulative += joins;
    return { start, joins, cumulative };
  });
  const levels = await levelCounts(db, userId, from);
  return {
    tab: 'growth',
    unit,
    buckets: filled,
    joinedInPeriod: cumulative - before,
    sizeAtStart: before,
    sizeNow: cumulative,
    byLevel: levels.map((l) => ({ level: Number(l.level), count: l.count, joinedInPeriod: l.joined })),
  };
}

async function activityTab(db: TExecutor, userId: string, today: string, from: string): Promise<TActivityTab> {
  const counts = await teamCounts(db, userId, from);
  const rows = await activityWeeks(db, userId, from);
  const types = [...new Set(rows.map((r) => r.type))].sort();
  const perWeek = new Map<string, Record<string, number>>();
  for (const r of rows) perWeek.set(r.week, { ...perWeek.get(r.week), [r.type]: r.count });
  const weeks = bucketStarts(from, today, 'week').map((start) => {
    const c = perWeek.get(start) ?? {};
    return { start, counts: c, total: Object.values(c).reduce((a, b) => a + b, 0) };
  });
  const mostActive = await mostActiveMembers(db, userId, from, 10);
  return {
    tab: 'activity',
    linkedMembers: counts.linked,
    teamSize: counts.teamSize,
    total: weeks.reduce((sum, w) => sum + w.total, 0),
    types,
    weeks,
    mostActive: mostActive.map((m) => ({ ...m, rank: m.rank as TTeamRank })),
  };
}

async function engagementTab(db: TExecutor, userId: string, today: string): Promise<TEngagementTab> {
  const since = periodStart(today, AT_RISK_WINDOW_DAYS);
  const counts = await engagementCounts(db, userId, since);
  const statuses = ordered(TEAM_MEMBER_STATUSES, (await statusCounts(db, userId)).map((r) => ({ key: r.status, count: r.count })));
  const atRisk = await atRiskMembers(db, userId, since, ANALYTICS_LIST_LIMIT);
  const recent = await recentlyActiveMembers(db, userId, 10);
  return {
    tab: 'engagement',
    windowDays: AT_RISK_WINDOW_DAYS,
    statuses,
    activeRecently: counts.activeRecently,
    atRiskTotal: counts.atRisk,
    atRisk: atRisk.map((m) => ({ id: m.id, name: m.name, rank: m.rank as TTeamRank, joinDate: m.joinDate, lastActivityAt: m.lastActivityAt })),
    recentlyActive: recent.map((m) => ({ id: m.id, name: m.name, rank: m.rank as TTeamRank, lastActivityAt: m.lastActivityAt })),
  };
}

async function goalsTab(db: TExecutor, userId: string, now: Date): Promise<TGoalsTab> {
  const goals = await listTeamGoals(db, userId, now);
  const members = await memberGoals(db, userId, ANALYTICS_LIST_LIMIT);
  return {
    tab: 'goals',
    goals,
    memberGoals: members.map((g) => ({
      ...g,
      progressPercent: g.targetValue > 0 ? Math.min(100, Math.floor((g.currentValue / g.targetValue) * 100)) : 100,
    })),
  };
}

async function segmentationTab(db: TExecutor, userId: string): Promise<TSegmentationTab> {
  const rows = await segmentCounts(db, userId);
  const sum = (pick: (r: (typeof rows)[number]) => string | null) => {
    const totals = new Map<string, number>();
    for (const r of rows) {
      const key = pick(r);
      if (key !== null && r.status !== 'terminated') totals.set(key, (totals.get(key) ?? 0) + r.count);
    }
    return [...totals.entries()].map(([key, count]) => ({ key, count }));
  };
  const statusTotals = new Map<string, number>();
  for (const r of rows) if (r.rank !== null) statusTotals.set(r.status, (statusTotals.get(r.status) ?? 0) + r.count);
  const byRank = ordered(TEAM_RANKS, sum((r) => r.rank));
  return {
    tab: 'segmentation',
    total: byRank.reduce((a, b) => a + b.count, 0),
    byRank,
    byRole: ordered(TEAM_ROLES, sum((r) => r.role)),
    byStatus: ordered(TEAM_MEMBER_STATUSES, [...statusTotals.entries()].map(([key, count]) => ({ key: key as TTeamMemberStatus, count }))),
    byCustomTeam: await customTeamCounts(db, userId),
    byCohort: await cohortCounts(db, userId, COHORTS_SHOWN),
  };
}

/** One tab's figures, computed from the owner's records (`period` shapes growth, activity and performance). */
export async function getTeamAnalytics(db: TExecutor, userId: string, query: TAnalyticsQuery, qualifiers: TRankQualifiers, now = new Date()): Promise<TAnalyticsAnswer> {
  const today = todayOf(now);
  const from = periodStart(today, query.period);
  const base = { period: query.period, from, to: today };
  switch (query.tab) {
    case 'overview':
      return { ...base, ...(await overviewTab(db, userId, today)) };
    case 'growth':
      return { ...base, ...(await growthTab(db, userId, today, from, query.period)) };
    case 'activity':
      return { ...base, ...(await activityTab(db, userId, today, from)) };
    case 'performance':
      return { ...base, ...(await performanceTab(db, userId, today, from, qualifiers)) };
    case 'engagement':
      return { ...base, ...(await engagementTab(db, userId, today)) };
    case 'goals':
      return { ...base, ...(await goalsTab(db, userId, now)) };
    case 'segmentation':
      return { ...base, ...(await segmentationTab(db, userId)) };
  }
}

/** A tab as an export document in the reader's language (the one asked for, else the profile's) and zone. */
export async function exportTeamAnalytics(db: TExecutor, userId: string, query: TAnalyticsExportQuery, qualifiers: TRankQualifiers, now = new Date()) {
  const answer = await getTeamAnalytics(db, userId, query, qualifiers, now);
  const reader = await readerOf(db, userId);
  const language = query.lang ?? (isLanguage(reader.language) ? reader.language : 'en');
  return { filename: `team-analytics-${query.tab}-${answer.to}`, doc: teamAnalyticsDocument(answer, language, reader.timeZone) };
}
