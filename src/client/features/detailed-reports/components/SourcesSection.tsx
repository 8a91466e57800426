import { Bar, BarChart, CartesianGrid, LabelList, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { TSourcesSection } from '@shared/detailed-reports/detailed-reports.schema';
import { barEndLabel, legendText } from '../lib/chart-labels';
import { AXIS_TICK, CHART_HEIGHT, LEGEND_STYLE, TOOLTIP_STYLE, VALUE_ROOM_RIGHT, labelWidth, seriesColor } from '../lib/chart-style';
import { formatCount, formatRate } from '../lib/report-format';
import { ChartFigure, FiguresTable, SectionCard, SectionEmpty, type TFigureColumn } from './ReportParts';

/** Conversion by lead source: prospects added per source, how many enrolled, and the rate. */
export function SourcesSection({ data }: { data: TSourcesSection }) {
  const { t, i18n } = useTranslation('detailedReports');
  const lang = i18n.language;
  const label = (source: string) => (source === 'unknown' ? t('sources.unknown') : t(`prospects:sources.${source}`));
  const title = t('sources.title');
  const count = (value: number) => formatCount(value, lang);
  const rows = data.rows.map((r) => ({ ...r, label: label(r.source) }));
  const best = rows.filter((r) => r.prospects > 0 && r.conversionRate !== null).sort((a, b) => b.conversionRate! - a.conversionRate! || b.prospects - a.prospects)[0];
  const summary = best
    ? t('sources.summary', { prospects: formatCount(data.totals.prospects, lang), enrolled: formatCount(data.totals.enrolled, lang), rate: formatRate(data.totals.conversionRate, lang), source: best.label, sourceRate: formatRate(best.conversionRate, lang) })
    : '';
  const columns: TFigureColumn[] = [
    { key: 'source', label: t('sources.columns.source') },
    { key: 'prospects', label: t('sources.columns.prospects'), numeric: true },
    { key: 'enrolled', label: t('sources.columns.enrolled'), numeric: true },
    { key: 'rate', label: t('sources.columns.rate'), numeric: true },
  ];
  const figureRows = [
    ...rows.map((r) => ({ key: r.source, cells: { source: r.label, prospects: formatCount(r.prospects, lang), enrolled: formatCount(r.enrolled, lang), rate: formatRate(r.conversionRate, lang) } })),
    { key: 'total', emphasis: true, cells: { source: t('total'), prospects: formatCount(data.totals.prospects, lang), enrolled: formatCount(data.totals.enrolled, lang), rate: formatRate(data.totals.conversionRate, lang) } },
  ];
  return (
    <SectionCard title={title} description={t('sources.description')} testId="detailed-sources">
      {data.totals.prospects === 0 ? (
        <SectionEmpty text={t('sources.empty')} testId="detailed-sources-empty" />
      ) : (
        <>
          <ChartFigure title={title} summary={summary} columns={columns} rows={figureRows} testId="detailed-sources-chart">
            {/* Bars lying down, so the source names stay readable on a phone. */}
            <BarChart responsive accessibilityLayer={false} layout="vertical" data={rows} style={{ width: '100%', height: CHART_HEIGHT }} margin={{ top: 8, right: VALUE_ROOM_RIGHT, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: 'var(--border)' }} />
              <YAxis type="category" dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} width={labelWidth(rows.map((r) => r.label))} />
              <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--muted)' }} formatter={(value, name) => [formatCount(Number(value), lang), String(name)]} />
              <Legend wrapperStyle={LEGEND_STYLE} formatter={legendText} />
              <Bar dataKey="prospects" name={t('sources.columns.prospects')} fill={seriesColor(0)} radius={[0, 4, 4, 0]} isAnimationActive={false}>
                <LabelList dataKey="prospects" content={barEndLabel(count, 'vertical')} />
              </Bar>
              <Bar dataKey="enrolled" name={t('sources.columns.enrolled')} fill={seriesColor(1)} radius={[0, 4, 4, 0]} isAnimationActive={false}>
                <LabelList dataKey="enrolled" content={barEndLabel(count, 'vertical')} />
              </Bar>
            </BarChart>
          </ChartFigure>
          <FiguresTable caption={t('sources.tableCaption')} columns={columns} rows={figureRows} testId="detailed-sources-table" />
        </>
      )}
    </SectionCard>
  );
}
