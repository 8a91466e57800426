import type { TLanguage } from '../../../shared/common/languages.js';

/**
 * The shared export library's contract (report generator, team analytics, detailed reports code
 * against it): a module describes its document once and gets a CSV or a PDF of it, streamed.
 *
 * Cell values by column kind (what a producer puts in `rows[key]`):
 * - text: anything; `String(value)`; null / undefined is an empty cell.
 * - number: a number (a numeric string is accepted).
 * - money: integer cents, USD.
 * - percent: a number of percent (42.5 means 42.5 %), not a fraction.
 * - date: a `YYYY-MM-DD` string (a calendar day, never shifted) or a Date (its day in `timeZone`).
 * - datetime: a Date or an ISO string, shown in `timeZone`.
 *
 * CSV keeps values machine-readable so any spreadsheet re-reads them whatever its locale: numbers
 * with a dot, money in dollars with two decimals, ISO dates. Only the header labels are in the
 * reader's language. The PDF formats every value for `language` with Intl.
 *
 * Use from a route (validate and check "no data" first: once streaming starts the status is 200):
 *
 *   import { sendExport } from '../../lib/export/send-export.js';
 *   return sendExport(reply, { filename: 'team-2026-11', format: body.format, doc: {
 *     title: t('title'), subtitle: periodText, language: user.language, timeZone: user.timeZone,
 *     summary: [{ label: t('members'), value: fmt.number(12) }],
 *     charts: [{ title: t('growth'), kind: 'line', labels: months, series: [{ name: t('members'), values }] }],
 *     columns: [{ key: 'name', label: t('name') }, { key: 'sales', label: t('sales'), kind: 'money' }],
 *     rows: repository.iterateRows(db, userId), // an async generator reading keyset batches
 *   } });
 *
 * `csvExportStream` / `pdfExportStream` give the bare Readable (tests, files, e-mail attachments);
 * `cellFormatter(language, timeZone)` in export-format.ts formats summary values the PDF's way.
 * Strings of the PDF frame (generated date, page numbers) are in src/server/locales/<lang>/export.json.
 */
export type TExportFormat = 'csv' | 'pdf';

export type TExportColumnKind = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'percent';

export interface TExportColumn {
  key: string;
  label: string;
  kind?: TExportColumnKind;
}

export interface TExportChart {
  title: string;
  kind: 'bar' | 'line' | 'pie';
  labels: string[];
  series: { name: string; values: number[] }[]; // money series are in cents when `money: true`
  money?: boolean;
}

export type TExportRow = Record<string, unknown>;

export interface TExportDocument {
  title: string;
  subtitle?: string; // e.g. the period, already in the reader's language
  language: TLanguage; // numbers, dates, money formatted for it
  /** IANA zone of datetime cells and of the PDF's "generated" stamp (an addition to the fixed API: optional, UTC when absent). */
  timeZone?: string;
  summary?: { label: string; value: string }[]; // key figures, already formatted
  charts?: TExportChart[];
  columns: TExportColumn[];
  rows: Iterable<TExportRow> | AsyncIterable<TExportRow>; // pulled lazily
}
