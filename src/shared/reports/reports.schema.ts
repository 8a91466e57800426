import * as z from 'zod';
import { REPORT_DAY_MAX, REPORT_DAY_MIN, REPORT_FORMATS, REPORT_LAYOUTS, REPORT_PERIODS, REPORT_TYPES, type TReportFieldKind, type TReportLayout, type TReportType } from './reports.constants.js';
import { isCalendarDay, isReportField, isWithinReportDays } from './reports.rules.js';

/** Stable messages: the client translates them by key (reports:errors.<message>). */
export const REPORT_MESSAGES = {
  customDates: 'Choose both dates of a custom period',
  fromAfterTo: 'The start date must be on or before the end date',
  invalidDay: 'Use a date as YYYY-MM-DD',
  dayOutOfRange: `Choose a date from ${REPORT_DAY_MIN} to ${REPORT_DAY_MAX}`,
  noField: 'Select at least one field',
  unknownField: 'Unknown field for this report type',
  rowFromAfterRowTo: 'The first row must be at or before the last row',
  rowOutOfRange: 'The row range must be within 1 and the number of rows',
} as const;

const ZDay = z.string().refine(isCalendarDay, { message: REPORT_MESSAGES.invalidDay, abort: true }).refine(isWithinReportDays, REPORT_MESSAGES.dayOutOfRange);

const periodShape = {
  type: z.enum(REPORT_TYPES),
  period: z.enum(REPORT_PERIODS),
  from: ZDay.optional(),
  to: ZDay.optional(),
};

type TPeriodInput = { period: string; from?: string; to?: string };

/** Custom periods need both days, in order; other periods ignore them. */
function checkPeriod(value: TPeriodInput, ctx: z.RefinementCtx) {
  if (value.period !== 'custom') return;
  if (!value.from) ctx.addIssue({ code: 'custom', path: ['from'], message: REPORT_MESSAGES.customDates });
  if (!value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.customDates });
  if (value.from && value.to && value.from > value.to) ctx.addIssue({ code: 'custom', path: ['from'], message: REPORT_MESSAGES.fromAfterTo });
}

/** `GET /api/reports/meta?type=&period=&from=&to=`: the fields of the type and how many rows the period has. */
export const ZReportMetaQuery = z.strictObject(periodShape).superRefine(checkPeriod);
export type TReportMetaQuery = z.infer<typeof ZReportMetaQuery>;

const reportShape = {
  ...periodShape,
  layout: z.enum(REPORT_LAYOUTS),
  fields: z.array(z.string().max(40)).max(40),
  /** The rows to export, 1-based and inclusive; absent: from the first, to the last. */
  rowFrom: z.number().int().min(1).optional(),
  rowTo: z.number().int().min(1).optional(),
};

type TReportInput = TPeriodInput & { type: TReportType; fields: string[]; rowFrom?: number; rowTo?: number };

function checkReport(value: TReportInput, ctx: z.RefinementCtx) {
  checkPeriod(value, ctx);
  if (value.fields.length === 0) ctx.addIssue({ code: 'custom', path: ['fields'], message: REPORT_MESSAGES.noField });
  const unknown = value.fields.find((key) => !isReportField(value.type, key));
  if (unknown !== undefined) ctx.addIssue({ code: 'custom', path: ['fields'], message: REPORT_MESSAGES.unknownField });
  if (value.rowFrom !== undefined && value.rowTo !== undefined && value.rowFrom > value.rowTo) {
    ctx.addIssue({ code: 'custom', path: ['rowFrom'], message: REPORT_MESSAGES.rowFromAfterRowTo });
  }
}

/** `POST /api/reports/preview`: the report as the screen shows it before export. */
export const ZReportPreviewRequest = z.strictObject(reportShape).superRefine(checkReport);
export type TReportPreviewRequest = z.infer<typeof ZReportPreviewRequest>;

/** `POST /api/reports/export`: the report as a file. */
export const ZReportExportRequest = z.strictObject({ ...reportShape, format: z.enum(REPORT_FORMATS) }).superRefine(checkReport);
export type TReportExportRequest = z.infer<typeof ZReportExportRequest>;

export interface TReportMeta {
  type: TReportType;
  fields: { key: string; kind: TReportFieldKind }[];
  /** Rows in the period: the maximum of the row range (0: nothing to export). */
  rowCount: number;
  /** The period's calendar days in the seller's zone; null for all time. */
  firstDay: string | null;
  lastDay: string | null;
}

export interface TReportPreview {
  layout: TReportLayout;
  rowCount: number;
  /** Counts by the type's group (status, type, band), biggest first. */
  groups: { key: string; count: number }[];
  /** The first rows of the range, values raw (ISO times, numbers); only the selected fields. */
  rows: Record<string, string | number | boolean | null>[];
}

/** The "no data to export" answer: 422 with this code, the period and type had no rows. */
export const REPORT_NO_DATA_CODE = 'no_data';
