import type { TExecutor } from '../../db/client.js';
import { OUTCOME_KEYS, type TDetailedReportExportQuery, type TRate, type TReportRange } from '../../../shared/detailed-reports/detailed-reports.schema.js';
import type { TLanguage } from '../../../shared/profile/profile.schema.js';
import { cellFormatter } from '../../lib/export/export-format.js';
import type { TExportDocument } from '../../lib/export/export.types.js';
import { translatorFor } from '../../lib/i18n.js';
import { activitiesSection, commissionMonthTypeRows, commissionsSection, funnelSection, reportContext, sourcesSection } from './detailed-reports.service.js';

/** The export library takes percentages as numbers of percent (42.5 means 42.5 %). */
const percent = (value: TRate) => (value === null ? null : Math.round(value * 1000) / 10);

function periodText(range: TReportRange, language: TLanguage): string {
  const t = translatorFor(language, 'detailedReports');
  const fmt = cellFormatter(language, range.timeZone);
  return range.from ? t('range', { from: fmt.format(range.from, 'date'), to: fmt.format(range.to, 'date') }) : t('rangeAllTime', { to: fmt.format(range.to, 'date') });
}

/**
 * One section of the detailed reports as an export document, in the seller's language: its key
 * figures, its chart and its table, over the period the query names. The charts keep to one or two
 * series (the PDF legend has room for a few): the per-outcome and per-type detail is in the table.
 */
export async function detailedReportExport(db: TExecutor, userId: string, query: TDetailedReportExportQuery): Promise<{ filename: string; doc: TExportDocument }> {
  const { settings, range, instants } = await reportContext(db, userId, query);
  const { language, timeZone } = settings;
  const t = translatorFor(language, 'detailedReports');
  const fmt = cellFormatter(language, timeZone);
  const base = { title: `${t('title')}: ${t(`sections.${query.section}`)}`, subtitle: periodText(range, language), language, timeZone: range.timeZone };
  const filename = `detailed-report-${query.section}-${range.from ?? 'all'}-${range.to}`;
  const pct = (value: TRate) => (value === null ? '—' : fmt.format(percent(value), 'percent'));

  switch (query.section) {
    case 'sources': {
      const data = await sourcesSection(db, userId, instants);
      const rows = data.rows.map((r) => ({ source: t(`sources.${r.source}`), prospects: r.prospects, enrolled: r.enrolled, conversion: percent(r.conversionRate) }));
      return {
        filename,
        doc: {
          ...base,
          summary: [
            { label: t('columns.prospects'), value: fmt.number(data.totals.prospects) },
            { label: t('columns.enrolled'), value: fmt.number(data.totals.enrolled) },
            { label: t('columns.conversion'), value: pct(data.totals.conversionRate) },
          ],
          charts: [{ title: t('charts.sources'), kind: 'bar', labels: rows.map((r) => r.source), series: [{ name: t('columns.prospects'), values: data.rows.map((r) => r.prospects) }, { name: t('columns.enrolled'), values: data.rows.map((r) => r.enrolled) }] }],
          columns: [
            { key: 'source', label: t('columns.source') },
            { key: 'prospects', label: t('columns.prospects'), kind: 'number' },
            { key: 'enrolled', label: t('columns.enrolled'), kind: 'number' },
            { key: 'conversion', label: t('columns.conversion'), kind: 'percent' },
          ],
          rows,
        },
      };
    }
    case 'funnel': {
      const data = await funnelSection(db, userId, instants);
      const way = data.stages.filter((s) => s.reached !== null);
      return {
        filename,
        doc: {
          ...base,
          summary: [
            { label: t('columns.prospects'), value: fmt.number(data.prospects) },
            { label: t('columns.enrolled'), value: fmt.number(data.enrolled) },
            { label: t('columns.conversion'), value: pct(data.overallConversion) },
          ],
          charts: [{ title: t('charts.funnel'), kind: 'bar', labels: way.map((s) => t(`stages.${s.stage}`)), series: [{ name: t('columns.reached'), values: way.map((s) => s.reached ?? 0) }] }],
          columns: [
            { key: 'stage', label: t('columns.stage') },
            { key: 'current', label: t('columns.current'), kind: 'number' },
            { key: 'reached', label: t('columns.reached'), kind: 'number' },
            { key: 'fromPrevious', label: t('columns.fromPrevious'), kind: 'percent' },
            { key: 'dropOff', label: t('columns.dropOff'), kind: 'number' },
            { key: 'medianDays', label: t('columns.medianDays'), kind: 'number' },
          ],
          rows: data.stages.map((s) => ({
            stage: t(`stages.${s.stage}`),
            current: s.current,
            reached: s.reached,
            fromPrevious: percent(s.conversionFromPrevious),
            dropOff: s.dropOff,
            medianDays: s.medianDaysInStage === null ? null : Math.round(s.medianDaysInStage * 10) / 10,
          })),
        },
      };
    }
    case 'activities': {
      const data = await activitiesSection(db, userId, instants);
      return {
        filename,
        doc: {
          ...base,
          summary: [
            { label: t('columns.activities'), value: fmt.number(data.totals.total) },
            { label: t('columns.completed'), value: fmt.number(data.totals.completed) },
            { label: t('columns.completionRate'), value: pct(data.totals.completionRate) },
          ],
          charts: [{ title: t('charts.activities'), kind: 'bar', labels: data.rows.map((r) => t(`activityTypes.${r.type}`)), series: [{ name: t('columns.activities'), values: data.rows.map((r) => r.total) }, { name: t('columns.completed'), values: data.rows.map((r) => r.completed) }] }],
          columns: [
            { key: 'type', label: t('columns.type') },
            { key: 'total', label: t('columns.activities'), kind: 'number' },
            { key: 'completed', label: t('columns.completed'), kind: 'number' },
            { key: 'cancelled', label: t('columns.cancelled'), kind: 'number' },
            { key: 'completionRate', label: t('columns.completionRate'), kind: 'percent' },
            ...OUTCOME_KEYS.map((k) => ({ key: k, label: t(`outcomes.${k}`), kind: 'number' as const })),
          ],
          rows: data.rows.map((r) => ({ type: t(`activityTypes.${r.type}`), total: r.total, completed: r.completed, cancelled: r.cancelled, completionRate: percent(r.completionRate), ...r.outcomes })),
        },
      };
    }
    case 'commissions': {
      const data = await commissionsSection(db, userId, range);
      const rows = await commissionMonthTypeRows(db, userId, range);
      return {
        filename,
        doc: {
          ...base,
          summary: [
            { label: t('columns.earned'), value: fmt.money(data.totals.earnedCents) },
            { label: t('columns.paid'), value: fmt.money(data.totals.paidCents) },
            { label: t('columns.pending'), value: fmt.money(data.totals.pendingCents) },
            { label: t('columns.cancelled'), value: fmt.money(data.totals.cancelledCents) },
          ],
          charts: [{ title: t('charts.commissions'), kind: 'bar', money: true, labels: data.months.map((m) => m.month), series: [{ name: t('columns.earned'), values: data.months.map((m) => m.earnedCents) }] }],
          columns: [
            { key: 'month', label: t('columns.month') },
            { key: 'type', label: t('columns.type') },
            { key: 'pending', label: t('columns.pending'), kind: 'money' },
            { key: 'paid', label: t('columns.paid'), kind: 'money' },
            { key: 'cancelled', label: t('columns.cancelled'), kind: 'money' },
            { key: 'earned', label: t('columns.earned'), kind: 'money' },
          ],
          rows: rows.map((r) => ({ month: r.month, type: t(`commissionTypes.${r.type}`), pending: r.pendingCents, paid: r.paidCents, cancelled: r.cancelledCents, earned: r.earnedCents })),
        },
      };
    }
  }
}
