/** Spec 02 §9: what a report can be about, over which period, laid out how, written as what. */
export const REPORT_TYPES = ['prospects', 'activities', 'goals', 'team', 'hot_leads'] as const;
export type TReportType = (typeof REPORT_TYPES)[number];

export const REPORT_PERIODS = ['last_7_days', 'last_30_days', 'last_90_days', 'this_month', 'last_month', 'this_year', 'all_time', 'custom'] as const;
export type TReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_LAYOUTS = ['summary', 'detailed', 'visual_charts'] as const;
export type TReportLayout = (typeof REPORT_LAYOUTS)[number];

export const REPORT_FORMATS = ['csv', 'pdf'] as const;
export type TReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * The calendar days a date of a report period (and of other reporting dates: the detailed
 * reports, team goals) may name. Outside them a date breaks rather than means anything:
 * JavaScript reads years below 100 as 19xx, PostgreSQL has no year 0, and the day after
 * 9999-12-31 has no four-digit year (each answered 500).
 */
export const REPORT_DAY_MIN = '1900-01-01';
export const REPORT_DAY_MAX = '2999-12-31';

export type TReportFieldKind = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'percent';

/**
 * The fields each type can export, in the order the table shows them. Labels live in the locale
 * files (client `reports` namespace, server `reports.json`) under `fields.<type>.<key>`.
 */
export const REPORT_FIELDS = {
  prospects: [
    { key: 'name', kind: 'text' },
    { key: 'email', kind: 'text' },
    { key: 'phone', kind: 'text' },
    { key: 'status', kind: 'text' },
    { key: 'source', kind: 'text' },
    { key: 'companyName', kind: 'text' },
    { key: 'leadScore', kind: 'number' },
    { key: 'interactionCount', kind: 'number' },
    { key: 'lastContacted', kind: 'datetime' },
    { key: 'createdAt', kind: 'datetime' },
  ],
  activities: [
    { key: 'title', kind: 'text' },
    { key: 'type', kind: 'text' },
    { key: 'status', kind: 'text' },
    { key: 'priority', kind: 'text' },
    { key: 'prospect', kind: 'text' },
    { key: 'outcome', kind: 'text' },
    { key: 'scheduledAt', kind: 'datetime' },
    { key: 'createdAt', kind: 'datetime' },
  ],
  goals: [
    { key: 'title', kind: 'text' },
    { key: 'type', kind: 'text' },
    { key: 'targetValue', kind: 'number' },
    { key: 'currentValue', kind: 'number' },
    { key: 'progress', kind: 'percent' },
    { key: 'deadline', kind: 'date' },
    { key: 'archived', kind: 'text' },
    { key: 'createdAt', kind: 'datetime' },
  ],
  team: [
    { key: 'name', kind: 'text' },
    { key: 'email', kind: 'text' },
    { key: 'phone', kind: 'text' },
    { key: 'rank', kind: 'text' },
    { key: 'role', kind: 'text' },
    { key: 'status', kind: 'text' },
    { key: 'joinDate', kind: 'date' },
    { key: 'createdAt', kind: 'datetime' },
  ],
  hot_leads: [
    { key: 'name', kind: 'text' },
    { key: 'email', kind: 'text' },
    { key: 'status', kind: 'text' },
    { key: 'score', kind: 'number' },
    { key: 'openRate', kind: 'percent' },
    { key: 'clickRate', kind: 'percent' },
    { key: 'interactionCount', kind: 'number' },
    { key: 'lastEngagementAt', kind: 'datetime' },
  ],
} as const satisfies Record<TReportType, readonly { key: string; kind: TReportFieldKind }[]>;

export type TReportField = { key: string; kind: TReportFieldKind };

/**
 * What the summary counts by, per type: its values are labelled in the locale files under
 * `groups.<type>.<value>`. Hot leads are grouped in score bands (hot, warm, cool).
 */
export const REPORT_GROUP_BY: Record<TReportType, string> = {
  prospects: 'status',
  activities: 'type',
  goals: 'type',
  team: 'status',
  hot_leads: 'band',
};

/**
 * Which text fields hold a code the reader sees in words (`values.<list>.<code>` in the locale
 * files), per type; the group of each type (REPORT_GROUP_BY) reads from the same lists.
 */
export const REPORT_VALUE_LISTS: Record<TReportType, Record<string, string>> = {
  prospects: { status: 'prospectStatus', source: 'source' },
  activities: { type: 'activityType', status: 'activityStatus', priority: 'priority', outcome: 'outcome' },
  goals: { type: 'goalType', archived: 'yesNo' },
  team: { rank: 'rank', role: 'role', status: 'teamStatus' },
  hot_leads: { status: 'prospectStatus', band: 'band' },
};

/** Rows the preview shows of the table. */
export const REPORT_PREVIEW_ROWS = 10;
