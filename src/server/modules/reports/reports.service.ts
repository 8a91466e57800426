import type { TDb } from '../../db/client.js';
import { REPORT_FIELDS, REPORT_PREVIEW_ROWS, type TReportType } from '../../../shared/reports/reports.constants.js';
import { bucketOf, orderedFields, periodRange } from '../../../shared/reports/reports.rules.js';
import { REPORT_MESSAGES, type TReportExportRequest, type TReportMeta, type TReportMetaQuery, type TReportPreview, type TReportPreviewRequest } from '../../../shared/reports/reports.schema.js';
import { AppError } from '../../lib/app-error.js';
import type { TExportDocument, TExportFormat } from '../../lib/export/export.types.js';
import { languageOfHeader, translatorFor } from '../../lib/i18n.js';
import { countReportBuckets, countReportGroups, countReportRows, iterateReportRows, type TReportScope } from './reports.repository.js';
import { reportOwnerSettings } from './reports-owner.repository.js';
import { reportDocument, translateRow } from './reports.document.js';

async function scopeOf(db: TDb, userId: string, input: TReportMetaQuery, now: Date) {
  const settings = await reportOwnerSettings(db, userId);
  const range = periodRange(input.period, now, settings.timeZone, input);
  const scope: TReportScope = { userId, type: input.type, from: range.from, to: range.to };
  return { settings, range, scope };
}

/**
 * The rows the request names, checked against what the period holds: nothing at all is "no data"
 * (422 no_data), a range past the last row is 400 on the field that overshoots.
 */
function rowRangeOf(input: { rowFrom?: number; rowTo?: number }, rowCount: number): { rowFrom: number; rowTo: number } {
  if (rowCount === 0) throw new AppError('no_data', 'There is no data to export for this period');
  const rowFrom = input.rowFrom ?? 1;
  const rowTo = input.rowTo ?? rowCount;
  const fields: Record<string, string> = {};
  if (rowFrom > rowCount) fields.rowFrom = REPORT_MESSAGES.rowOutOfRange;
  if (rowTo > rowCount) fields.rowTo = REPORT_MESSAGES.rowOutOfRange;
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', 'Some fields are invalid', { fields, details: { rowCount } });
  return { rowFrom, rowTo };
}

/** The fields of the type and the rows of the period: the screen's "rows 1 to N". */
export async function reportMeta(db: TDb, userId: string, query: TReportMetaQuery, now = new Date()): Promise<TReportMeta> {
  const { range, scope } = await scopeOf(db, userId, query, now);
  const rowCount = await countReportRows(db, scope);
  return { type: query.type, fields: REPORT_FIELDS[query.type].map((f) => ({ ...f })), rowCount, firstDay: range.firstDay, lastDay: range.lastDay };
}

/** Raw values for JSON: times as ISO strings. */
function plain(row: Record<string, unknown>, keys: string[]): Record<string, string | number | boolean | null> {
  return Object.fromEntries(keys.map((key) => {
    const value = row[key];
    return [key, value instanceof Date ? value.toISOString() : (value as string | number | boolean | null) ?? null];
  }));
}

/** What the screen shows before export: the counts by group and the first rows of the range. */
export async function previewReport(db: TDb, userId: string, input: TReportPreviewRequest, now = new Date()): Promise<TReportPreview> {
  const { scope } = await scopeOf(db, userId, input, now);
  const rowCount = await countReportRows(db, scope);
  const { rowFrom, rowTo } = rowRangeOf(input, rowCount);
  const groups = await countReportGroups(db, scope);
  const keys = orderedFields(input.type, input.fields).map((f) => f.key);
  const rows: Record<string, string | number | boolean | null>[] = [];
  if (input.layout !== 'summary') {
    for await (const row of iterateReportRows(db, scope, { rowFrom, rowTo: Math.min(rowTo, rowFrom + REPORT_PREVIEW_ROWS - 1) })) rows.push(plain(row, keys));
  }
  return { layout: input.layout, rowCount, groups, rows };
}

function filenameOf(type: TReportType, range: { firstDay: string | null; lastDay: string | null }, today: string): string {
  return range.firstDay && range.lastDay ? `upline-${type.replace('_', '-')}-${range.firstDay}_${range.lastDay}` : `upline-${type.replace('_', '-')}-${today}`;
}

/**
 * Everything an export needs before its first byte: input checked against the data (no data, the
 * row range), the counts the layout shows, and the document whose rows are read batch by batch
 * as the file streams out. Texts are in the interface language the client sends (Accept-Language),
 * else the profile's.
 */
export async function prepareReportExport(
  db: TDb,
  userId: string,
  input: TReportExportRequest,
  acceptLanguage: string | undefined,
  now = new Date(),
): Promise<{ filename: string; format: TExportFormat; doc: TExportDocument }> {
  const { settings, range, scope } = await scopeOf(db, userId, input, now);
  // The interface language the client sends; the profile's when a caller sends none.
  const language = languageOfHeader(acceptLanguage, settings.language);
  const rowCount = await countReportRows(db, scope);
  const { rowFrom, rowTo } = rowRangeOf(input, rowCount);
  const needsGroups = input.layout !== 'detailed';
  const [groups, buckets] = await Promise.all([
    needsGroups ? countReportGroups(db, scope) : [],
    input.layout === 'visual_charts' ? countReportBuckets(db, scope, bucketOf(range), settings.timeZone) : [],
  ]);
  const t = translatorFor(language, 'reports');
  const facts = { ...input, language, timeZone: settings.timeZone, range, periodLabel: t(`periods.${input.period}`), rowCount, rowFrom, rowTo, groups, buckets };
  async function* rows() {
    for await (const row of iterateReportRows(db, scope, { rowFrom, rowTo })) yield translateRow(t, input.type, row);
  }
  const today = new Date(now).toISOString().slice(0, 10);
  return { filename: filenameOf(input.type, range, today), format: input.format, doc: reportDocument(t, facts, rows()) };
}
