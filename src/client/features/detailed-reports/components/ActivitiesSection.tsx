import { Bar, BarChart, CartesianGrid, LabelList, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { OUTCOME_KEYS, type TActivitiesSection, type TOutcomeKey } from '@shared/detailed-reports/detailed-reports.schema';
import { barEndLabel, legendText, stackTotal } from '../lib/chart-labels';
import { AXIS_TICK, CHART_HEIGHT, LEGEND_STYLE, OUTCOME_COLORS, TOOLTIP_STYLE, VALUE_ROOM_RIGHT, labelWidth } from '../lib/chart-style';
import { formatCount, formatRate } from '../lib/report-format';
import { ChartFigure, FiguresTable, SectionCard, SectionEmpty, type TFigureColumn } from './ReportParts';

/** Activity outcomes: per activity type, what came of it, and how much of it was done. */
export function ActivitiesSection({ data }: { data: TActivitiesSection }) {
  const { t, i18n } = useTranslation('detailedReports');
  const lang = i18n.language;
  const title = t('activities.title');
  const outcomeName = (key: TOutcomeKey) => (key === 'none' ? t('activities.noOutcome') : t(`activities:outcome.${key}`));
  const typeName = (type: string) => t(`activities:type.${type}`);
  const chartData = data.rows.map((r) => ({ label: typeName(r.type), ...r.outcomes }));
  const top = OUTCOME_KEYS.filter((k) => k !== 'none').map((k) => ({ k, n: data.totals.outcomes[k] })).sort((a, b) => b.n - a.n)[0];
  const summary = [
    t('activities.summary', { total: formatCount(data.totals.total, lang), completed: formatCount(data.totals.completed, lang), rate: formatRate(data.totals.completionRate, lang) }),
    top && top.n > 0 ? t('activities.topOutcome', { outcome: outcomeName(top.k), formatted: formatCount(top.n, lang) }) : '',
  ].join(' ').trim();
  const columns: TFigureColumn[] = [
    { key: 'type', label: t('activities.columns.type') },
    { key: 'total', label: t('activities.columns.total'), numeric: true },
    { key: 'completed', label: t('activities.columns.completed'), numeric: true },
    { key: 'rate', label: t('activities.columns.rate'), numeric: true },
    ...OUTCOME_KEYS.map((k) => ({ key: k, label: outcomeName(k), numeric: true })),
  ];
  const cellsOf = (r: Omit<TActivitiesSection['rows'][number], 'type'>, name: string) => ({
    type: name,
    total: formatCount(r.total, lang),
    completed: formatCount(r.completed, lang),
    rate: formatRate(r.completionRate, lang),
    ...Object.fromEntries(OUTCOME_KEYS.map((k) => [k, formatCount(r.outcomes[k], lang)])),
  });
  const rows = [...data.rows.map((r) => ({ key: r.type, cells: cellsOf(r, typeName(r.type)) })), { key: 'total', emphasis: true, cells: cellsOf(data.totals, t('total')) }];
  return (
    <SectionCard title={title} description={t('activities.description')} testId="detailed-activities">
      {data.totals.total === 0 ? (
        <SectionEmpty text={t('activities.empty')} testId="detailed-activities-empty" />
      ) : (
        <>
          <ChartFigure title={title} summary={summary} columns={columns} rows={rows} testId="detailed-activities-chart">
            <BarChart responsive accessibilityLayer={false} layout="vertical" data={chartData} style={{ width: '100%', height: Math.max(CHART_HEIGHT, 56 + 36 * chartData.length) }} margin={{ top: 8, right: VALUE_ROOM_RIGHT, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: 'var(--border)' }} />
              <YAxis type="category" dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} width={labelWidth(chartData.map((d) => d.label))} interval={0} />
              <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--muted)' }} formatter={(value, name) => [formatCount(Number(value), lang), String(name)]} />
              <Legend wrapperStyle={LEGEND_STYLE} formatter={legendText} />
              {OUTCOME_KEYS.map((k) => (
                <Bar key={k} dataKey={k} name={outcomeName(k)} stackId="outcomes" fill={OUTCOME_COLORS[k]} isAnimationActive={false}>
                  {/* The type's total at the end of its stack. */}
                  <LabelList valueAccessor={stackTotal(OUTCOME_KEYS, k)} content={barEndLabel((value) => formatCount(value, lang), 'vertical')} />
                </Bar>
              ))}
            </BarChart>
          </ChartFigure>
          <FiguresTable caption={t('activities.tableCaption')} columns={columns} rows={rows} testId="detailed-activities-table" />
        </>
      )}
    </SectionCard>
  );
}
