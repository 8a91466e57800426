/** The tabs of `/team-premium` (spec 02 §2), in the order the page shows them. */
export const ANALYTICS_TABS = ['overview', 'growth', 'activity', 'performance', 'engagement', 'goals', 'segmentation'] as const;
export type TAnalyticsTab = (typeof ANALYTICS_TABS)[number];

/** The period selector, in days back from today. */
export const ANALYTICS_PERIODS = [30, 90, 365] as const;
export type TAnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_PERIOD_DEFAULT: TAnalyticsPeriod = 90;

/** Tabs whose figures depend on the period; the others describe the team as it is today. */
export const PERIOD_TABS: readonly TAnalyticsTab[] = ['growth', 'activity', 'performance'];

/** Spec 02 §9: "New-members metric window 30 days". */
export const NEW_MEMBERS_WINDOW_DAYS = 30;

/** An active member with nothing recorded for this long is listed as at risk. */
export const AT_RISK_WINDOW_DAYS = 30;

/** What a team goal measures; `custom` takes the current value the leader types. */
export const TEAM_GOAL_METRICS = ['team_size', 'active_members', 'new_members', 'team_activities', 'commissions_cents', 'custom'] as const;
export type TTeamGoalMetric = (typeof TEAM_GOAL_METRICS)[number];

export const TEAM_GOAL_STATUSES = ['on_track', 'behind', 'done', 'overdue'] as const;
export type TTeamGoalStatus = (typeof TEAM_GOAL_STATUSES)[number];

/** At most this many team goals per leader: the goal tab lists them all. */
export const TEAM_GOALS_MAX = 50;

/** Rows the lists of a tab carry at most (most active, top performers, at risk, forecast). */
export const ANALYTICS_LIST_LIMIT = 50;
