import * as z from 'zod';
import { FIELD_MESSAGES } from '../common/fields.js';
import type { TActivityType } from '../activities/activities.constants.js';
import { ACTIVITY_OUTCOMES } from '../activities/activities.constants.js';
import type { TCommissionType } from '../commissions/commissions.constants.js';
import type { TLeadSource } from '../prospects/prospects.constants.js';
import type { TFunnelStage } from '../funnel/funnel.rules.js';
import { isWithinReportDays } from '../reports/reports.rules.js';
import { REPORT_MESSAGES } from '../reports/reports.schema.js';

/** The periods of the detailed reports: every one ends today (in the seller's time zone) but a custom one. */
export const DETAILED_REPORT_PERIODS = ['last_30_days', 'last_90_days', 'this_year', 'all_time', 'custom'] as const;
export type TDetailedReportPeriod = (typeof DETAILED_REPORT_PERIODS)[number];

/** The four sections of the page, each exportable on its own. */
export const DETAILED_REPORT_SECTIONS = ['sources', 'funnel', 'activities', 'commissions'] as const;
export type TDetailedReportSection = (typeof DETAILED_REPORT_SECTIONS)[number];

export const DETAILED_REPORT_FORMATS = ['csv', 'pdf'] as const;

export const PERIOD_MESSAGES = {
  period: 'Period must be last_30_days, last_90_days, this_year, all_time or custom',
  fromRequired: 'A custom period needs a start date',
  toRequired: 'A custom period needs an end date',
  fromAfterTo: 'The start date must not be after the end date',
  onlyCustom: 'Dates are only taken with the custom period',
  dayOutOfRange: REPORT_MESSAGES.dayOutOfRange,
} as const;

/**
 * A day of a custom period: a real one, within the days a report can name. The range check covers
 * the years below 1000 too, and says so rather than ZIsoDate's "use the format".
 */
const ZPeriodDay = z.iso.date({ error: FIELD_MESSAGES.dateInvalid }).refine(isWithinReportDays, PERIOD_MESSAGES.dayOutOfRange);

const periodFields = {
  period: z.enum(DETAILED_REPORT_PERIODS, { error: PERIOD_MESSAGES.period }).default('last_30_days'),
  from: ZPeriodDay.optional(),
  to: ZPeriodDay.optional(),
};

type TPeriodFields = { period: TDetailedReportPeriod; from?: string; to?: string };

/** A custom period names both days, in order; the others name none (a stray date is a mistake worth saying). */
function checkPeriod(value: TPeriodFields, ctx: z.RefinementCtx) {
  if (value.period === 'custom') {
    if (!value.from) ctx.addIssue({ code: 'custom', message: PERIOD_MESSAGES.fromRequired, path: ['from'] });
    if (!value.to) ctx.addIssue({ code: 'custom', message: PERIOD_MESSAGES.toRequired, path: ['to'] });
    if (value.from && value.to && value.from > value.to) ctx.addIssue({ code: 'custom', message: PERIOD_MESSAGES.fromAfterTo, path: ['from'] });
    return;
  }
  if (value.from) ctx.addIssue({ code: 'custom', message: PERIOD_MESSAGES.onlyCustom, path: ['from'] });
  if (value.to) ctx.addIssue({ code: 'custom', message: PERIOD_MESSAGES.onlyCustom, path: ['to'] });
}

/** `GET /api/reports/detailed?period=&from=&to=` */
export const ZDetailedReportQuery = z.strictObject(periodFields).superRefine(checkPeriod);
export type TDetailedReportQuery = z.infer<typeof ZDetailedReportQuery>;

/** `GET /api/reports/detailed/export?format=&section=&period=&from=&to=` */
export const ZDetailedReportExportQuery = z
  .strictObject({
    ...periodFields,
    format: z.enum(DETAILED_REPORT_FORMATS, { error: 'Format must be csv or pdf' }),
    section: z.enum(DETAILED_REPORT_SECTIONS, { error: 'Section must be sources, funnel, activities or commissions' }),
  })
  .superRefine(checkPeriod);
export type TDetailedReportExportQuery = z.infer<typeof ZDetailedReportExportQuery>;

/** The days a report covers (YYYY-MM-DD, both included; `from` null: since the first record). */
export interface TReportRange {
  period: TDetailedReportPeriod;
  from: string | null;
  to: string;
  timeZone: string;
}

/** A rate as a fraction 0..1, or null when there is nothing to divide by. */
export type TRate = number | null;

export interface TSourceRow {
  /** `unknown`: prospects recorded without a source. */
  source: TLeadSource | 'unknown';
  prospects: number;
  enrolled: number;
  conversionRate: TRate;
}

export interface TSourcesSection {
  rows: TSourceRow[];
  totals: { prospects: number; enrolled: number; conversionRate: TRate };
}

export interface TFunnelStageRow {
  stage: TFunnelStage;
  /** Prospects of the period standing in the stage now. */
  current: number;
  /** Prospects that got at least this far along the way to enrolment (null for the side stages). */
  reached: number | null;
  /** reached ÷ reached of the stage before (null for the first stage and the side stages). */
  conversionFromPrevious: TRate;
  /** Prospects whose furthest stage this was and who now stand in not interested or on hold. */
  dropOff: number | null;
  /** Median of the finished stays in the stage, in days (null when none finished). */
  medianDaysInStage: number | null;
  /** Finished stays the median is taken over. */
  stays: number;
}

export interface TFunnelSection {
  stages: TFunnelStageRow[];
  prospects: number;
  enrolled: number;
  /** enrolled ÷ prospects of the period. */
  overallConversion: TRate;
}

export const OUTCOME_KEYS = [...ACTIVITY_OUTCOMES, 'none'] as const;
export type TOutcomeKey = (typeof OUTCOME_KEYS)[number];

export interface TActivityTypeRow {
  type: TActivityType;
  total: number;
  completed: number;
  cancelled: number;
  /** completed ÷ total. */
  completionRate: TRate;
  /** Count per outcome; `none`: no outcome recorded (yet). */
  outcomes: Record<TOutcomeKey, number>;
}

export interface TActivitiesSection {
  rows: TActivityTypeRow[];
  totals: Omit<TActivityTypeRow, 'type'>;
}

export interface TCommissionStatusCents {
  pendingCents: number;
  paidCents: number;
  cancelledCents: number;
  /** pending + paid: what the seller earned (cancelled left out). */
  earnedCents: number;
  count: number;
}

export interface TCommissionMonth {
  /** YYYY-MM */
  month: string;
  /** Earned cents (pending + paid) per type. */
  byType: Record<TCommissionType, number>;
  earnedCents: number;
  cancelledCents: number;
}

export interface TCommissionsSection {
  months: TCommissionMonth[];
  byType: ({ type: TCommissionType } & TCommissionStatusCents)[];
  totals: TCommissionStatusCents;
  /** True when the period spans more months than one report shows (the latest are kept). */
  monthsTruncated: boolean;
}

/** The answer of `GET /api/reports/detailed`. */
export interface TDetailedReport {
  range: TReportRange;
  sources: TSourcesSection;
  funnel: TFunnelSection;
  activities: TActivitiesSection;
  commissions: TCommissionsSection;
}
