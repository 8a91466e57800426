import * as z from 'zod';
import { ZIsoDate, requiredText } from '../common/fields.js';
import { LANGUAGES } from '../common/languages.js';
import { isWithinReportDays } from '../reports/reports.rules.js';
import { REPORT_MESSAGES } from '../reports/reports.schema.js';
import type { TTeamMemberStatus, TTeamRank, TTeamRole } from '../team/team.constants.js';
import {
  ANALYTICS_PERIODS,
  ANALYTICS_PERIOD_DEFAULT,
  ANALYTICS_TABS,
  TEAM_GOAL_METRICS,
  type TAnalyticsPeriod,
  type TAnalyticsTab,
  type TTeamGoalMetric,
  type TTeamGoalStatus,
} from './team-analytics.constants.js';

export const TEAM_GOAL_MESSAGES = {
  titleRequired: 'Title is required',
  targetRequired: 'Target is required',
  targetMin: 'Target must be at least 1',
  deadlineRequired: 'Deadline is required',
  deadlineBeforeStart: 'The deadline must not be before the start date',
  currentOnlyCustom: 'Only a custom goal takes a typed current value',
  limitReached: 'A team has at most 50 goals',
  nothingToChange: 'Send at least one field to change',
} as const;

const ZPeriod = z.coerce
  .number()
  .refine((n): n is TAnalyticsPeriod => (ANALYTICS_PERIODS as readonly number[]).includes(n), 'Period must be 30, 90 or 365 days')
  .transform((n) => n as TAnalyticsPeriod);

/** `GET /api/team-analytics?tab=&period=`. */
export const ZAnalyticsQuery = z.object({
  tab: z.enum(ANALYTICS_TABS).default('overview'),
  period: ZPeriod.default(ANALYTICS_PERIOD_DEFAULT),
});
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;

export const EXPORT_FORMATS = ['csv', 'pdf'] as const;
/** `GET /api/team-analytics/export?format=&tab=&period=&lang=`. */
export const ZAnalyticsExportQuery = ZAnalyticsQuery.extend({
  format: z.enum(EXPORT_FORMATS),
  /** The reader's language; the profile's when left out. */
  lang: z.enum(LANGUAGES).optional(),
});
export type TAnalyticsExportQuery = z.infer<typeof ZAnalyticsExportQuery>;

/** A goal's start or deadline: a real day the team's figures can be counted on (PostgreSQL has no year 0). */
const goalDay = (schema: z.ZodISODate) => schema.refine(isWithinReportDays, REPORT_MESSAGES.dayOutOfRange);

const ZTarget = z.number({ error: TEAM_GOAL_MESSAGES.targetRequired }).int().min(1, TEAM_GOAL_MESSAGES.targetMin).max(1_000_000_000);
const ZCurrent = z.number().int().min(0).max(1_000_000_000);

const teamGoalFields = {
  title: requiredText(TEAM_GOAL_MESSAGES.titleRequired, 120),
  metric: z.enum(TEAM_GOAL_METRICS),
  targetValue: ZTarget,
  /** Only for `custom` goals: the measured ones read their current value from the records. */
  currentValue: ZCurrent.optional(),
  deadline: goalDay(z.iso.date({ error: TEAM_GOAL_MESSAGES.deadlineRequired })),
  /** Where counting starts; today when left out. */
  startDate: goalDay(ZIsoDate).optional(),
};

/** The rules that need two fields; PATCH applies them to the stored goal merged with the change. */
export function teamGoalIssues(goal: { metric: TTeamGoalMetric; currentValue?: number | null; startDate?: string | null; deadline: string }): Record<string, string> {
  const issues: Record<string, string> = {};
  if (goal.metric !== 'custom' && goal.currentValue !== undefined && goal.currentValue !== null) issues.currentValue = TEAM_GOAL_MESSAGES.currentOnlyCustom;
  if (goal.startDate && goal.deadline < goal.startDate) issues.deadline = TEAM_GOAL_MESSAGES.deadlineBeforeStart;
  return issues;
}

export const ZTeamGoalCreate = z.strictObject(teamGoalFields).superRefine((goal, ctx) => {
  for (const [path, message] of Object.entries(teamGoalIssues(goal))) ctx.addIssue({ code: 'custom', path: [path], message });
});
export type TTeamGoalCreate = z.infer<typeof ZTeamGoalCreate>;

export const ZTeamGoalUpdate = z
  .strictObject({ ...teamGoalFields, startDate: goalDay(ZIsoDate) })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: TEAM_GOAL_MESSAGES.nothingToChange });
export type TTeamGoalUpdate = z.infer<typeof ZTeamGoalUpdate>;

export interface TTeamGoal {
  id: string;
  title: string;
  metric: TTeamGoalMetric;
  targetValue: number;
  /** Read from the records for measured metrics; the typed value for custom goals. */
  currentValue: number;
  startDate: string;
  deadline: string;
  status: TTeamGoalStatus;
  progressPercent: number;
  /** Where an even pace would have the goal today. */
  expectedValue: number;
  createdAt: string;
  updatedAt: string;
}

/** A goal a member keeps in their own Upline account (members who joined with the referral link). */
export interface TMemberGoal {
  memberId: string;
  memberName: string;
  title: string;
  type: string;
  targetValue: number;
  currentValue: number;
  deadline: string | null;
  progressPercent: number;
}

export interface TMemberRef {
  id: string;
  name: string;
  rank: TTeamRank;
}

export interface TCount<K extends string = string> {
  key: K;
  count: number;
}

export interface TOverviewTab {
  tab: 'overview';
  teamSize: number;
  activeMembers: number;
  newMembers: number;
  newMembersWindowDays: number;
  levels: number;
  levelCounts: { level: number; count: number }[];
  ranks: TCount<TTeamRank>[];
  commissionsThisMonthCents: number;
  /** Members with their own Upline account: the ones whose activities and goals are known. */
  linkedMembers: number;
}

export interface TGrowthTab {
  tab: 'growth';
  unit: 'week' | 'month';
  buckets: { start: string; joins: number; cumulative: number }[];
  joinedInPeriod: number;
  sizeAtStart: number;
  sizeNow: number;
  byLevel: { level: number; count: number; joinedInPeriod: number }[];
}

export interface TActivityTab {
  tab: 'activity';
  linkedMembers: number;
  teamSize: number;
  total: number;
  types: string[];
  weeks: { start: string; counts: Record<string, number>; total: number }[];
  mostActive: (TMemberRef & { count: number; lastActivityAt: string | null })[];
}

export interface TRankForecastRow extends TMemberRef {
  status: TTeamMemberStatus;
  nextRank: TTeamRank | null;
  directRecruits: number;
  teamSize: number;
  missingDirectRecruits: number;
  missingTeamSize: number;
  qualifies: boolean;
  progressPercent: number;
}

export interface TPerformanceTab {
  tab: 'performance';
  totalCents: number;
  byMonth: { month: string; cents: number }[];
  performers: (TMemberRef & { commissionsCents: number; recruits: number; activities: number })[];
  ranks: TCount<TTeamRank>[];
  forecast: TRankForecastRow[];
}

export interface TEngagementTab {
  tab: 'engagement';
  windowDays: number;
  statuses: TCount<TTeamMemberStatus>[];
  activeRecently: number;
  atRiskTotal: number;
  atRisk: (TMemberRef & { joinDate: string | null; lastActivityAt: string | null })[];
  recentlyActive: (TMemberRef & { lastActivityAt: string })[];
}

export interface TGoalsTab {
  tab: 'goals';
  goals: TTeamGoal[];
  memberGoals: TMemberGoal[];
}

export interface TSegmentationTab {
  tab: 'segmentation';
  total: number;
  byRank: TCount<TTeamRank>[];
  byRole: TCount<TTeamRole>[];
  byStatus: TCount<TTeamMemberStatus>[];
  /** Custom teams by name; `id` null for members in none. */
  byCustomTeam: { id: string | null; name: string | null; count: number }[];
  /** Join cohorts by quarter (`2026-Q3`), oldest first, with how many of them are active today. */
  byCohort: { cohort: string; count: number; active: number }[];
}

export type TAnalyticsTabData = TOverviewTab | TGrowthTab | TActivityTab | TPerformanceTab | TEngagementTab | TGoalsTab | TSegmentationTab;

export type TAnalyticsAnswer = TAnalyticsTabData & { period: TAnalyticsPeriod; from: string; to: string };

export type { TAnalyticsTab, TAnalyticsPeriod };
