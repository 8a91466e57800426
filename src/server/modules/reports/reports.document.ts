import type { TFunction } from 'i18next';
import type { TLanguage } from '../../../shared/common/languages.js';
import type { TReportLayout, TReportType } from '../../../shared/reports/reports.constants.js';
import { REPORT_GROUP_BY, REPORT_VALUE_LISTS } from '../../../shared/reports/reports.constants.js';
import { bucketOf, orderedFields, type TPeriodRange } from '../../../shared/reports/reports.rules.js';
import { cellFormatter } from '../../lib/export/export-format.js';
import type { TExportChart, TExportDocument, TExportRow } from '../../lib/export/export.types.js';

const VALUE_LISTS = REPORT_VALUE_LISTS;

export interface TReportFacts {
  type: TReportType;
  layout: TReportLayout;
  fields: string[];
  language: TLanguage;
  timeZone: string;
  range: TPeriodRange;
  periodLabel: string;
  rowCount: number;
  rowFrom: number;
  rowTo: number;
  groups: { key: string; count: number }[];
  buckets: { bucket: string; count: number }[];
}

/** A code in words, or as it is when the list does not know it (data older than the list). */
function labelOf(t: TFunction, list: string | undefined, value: unknown): unknown {
  if (!list || value === null || value === undefined || value === '') return value;
  const key = `values.${list}.${String(value)}`;
  return t(key, { defaultValue: String(value) });
}

export function translateRow(t: TFunction, type: TReportType, row: TExportRow): TExportRow {
  const lists = VALUE_LISTS[type];
  const out: TExportRow = { ...row };
  for (const [field, list] of Object.entries(lists)) if (field in out) out[field] = labelOf(t, list, out[field]);
  return out;
}

function periodText(t: TFunction, facts: TReportFacts): string {
  const days = new Intl.DateTimeFormat(facts.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (value: string) => days.format(new Date(`${value}T00:00:00Z`));
  const span = facts.range.firstDay && facts.range.lastDay ? ` · ${day(facts.range.firstDay)} – ${day(facts.range.lastDay)}` : '';
  return `${facts.periodLabel}${span}`;
}

function charts(t: TFunction, facts: TReportFacts): TExportChart[] {
  const list = VALUE_LISTS[facts.type][REPORT_GROUP_BY[facts.type]];
  const labels = facts.groups.map((g) => String(labelOf(t, list, g.key) || t('document.none')));
  const byGroup: TExportChart = { title: t(`document.byGroup.${facts.type}`), kind: 'pie', labels, series: [{ name: t('document.rows'), values: facts.groups.map((g) => g.count) }] };
  const bucket = bucketOf(facts.range);
  const format = new Intl.DateTimeFormat(facts.language, bucket === 'month' ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const overTime: TExportChart = {
    title: t(`document.overTime.${bucket}`, { what: t(`types.${facts.type}`) }),
    kind: 'bar',
    labels: facts.buckets.map((b) => format.format(new Date(`${b.bucket}T00:00:00Z`))),
    series: [{ name: '', values: facts.buckets.map((b) => b.count) }],
  };
  return [overTime, byGroup];
}

/**
 * The report as the export library's document: the title and period in the seller's language,
 * key figures, and by layout the counts by group (summary), the selected fields' table
 * (detailed), or charts and the table (visual charts). `rows` are pulled lazily.
 */
export function reportDocument(t: TFunction, facts: TReportFacts, rows: AsyncIterable<TExportRow>): TExportDocument {
  const fmt = cellFormatter(facts.language, facts.timeZone);
  const title = t('document.title', { type: t(`types.${facts.type}`) });
  const exported = facts.rowTo - facts.rowFrom + 1;
  const rangeText = exported === facts.rowCount ? '' : ` · ${t('document.rowRange', { from: fmt.number(facts.rowFrom), to: fmt.number(facts.rowTo), total: fmt.number(facts.rowCount) })}`;
  const base = { title, subtitle: `${periodText(t, facts)}${rangeText}`, language: facts.language, timeZone: facts.timeZone };
  const list = VALUE_LISTS[facts.type][REPORT_GROUP_BY[facts.type]];

  if (facts.layout === 'summary') {
    const top = facts.groups.slice(0, 7).map((g) => ({ label: String(labelOf(t, list, g.key) || t('document.none')), value: fmt.number(g.count) }));
    return {
      ...base,
      summary: [{ label: t('document.total'), value: fmt.number(facts.rowCount) }, ...top],
      columns: [
        { key: 'group', label: t(`document.groupColumn.${facts.type}`) },
        { key: 'count', label: t('document.count'), kind: 'number' },
        { key: 'share', label: t('document.share'), kind: 'percent' },
      ],
      rows: facts.groups.map((g) => ({
        group: labelOf(t, list, g.key) || t('document.none'),
        count: g.count,
        share: Math.round((1000 * g.count) / Math.max(facts.rowCount, 1)) / 10,
      })),
    };
  }

  const columns = orderedFields(facts.type, facts.fields).map((field) => ({ key: field.key, label: t(`fields.${facts.type}.${field.key}`), kind: field.kind }));
  const summary = [{ label: t('document.rowsExported'), value: fmt.number(exported) }];
  if (facts.layout === 'detailed') return { ...base, summary, columns, rows };
  return { ...base, summary: [...summary, { label: t('document.total'), value: fmt.number(facts.rowCount) }], charts: charts(t, facts), columns, rows };
}
