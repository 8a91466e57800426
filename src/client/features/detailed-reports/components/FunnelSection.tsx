import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { TFunnelSection } from '@shared/detailed-reports/detailed-reports.schema';
import { barEndLabel } from '../lib/chart-labels';
import { AXIS_TICK, CHART_HEIGHT, TOOLTIP_STYLE, VALUE_ROOM_RIGHT, labelWidth, seriesColor } from '../lib/chart-style';
import { formatCount, formatDays, formatRate } from '../lib/report-format';
import { ChartFigure, FiguresTable, SectionCard, SectionEmpty, type TFigureColumn } from './ReportParts';

/**
 * Conversion by funnel stage: how far the prospects added in the period got on the way to
 * enrolment, stage by stage, where they stand now, where they dropped off and how long a stay lasts.
 */
export function FunnelSection({ data }: { data: TFunnelSection }) {
  const { t, i18n } = useTranslation('detailedReports');
  const lang = i18n.language;
  const title = t('funnel.title');
  const stageName = (stage: string) => t(`prospects:funnelStages.${stage}`);
  const way = data.stages.filter((s) => s.reached !== null).map((s) => ({ ...s, label: stageName(s.stage), reached: s.reached ?? 0 }));
  // The steepest fall between two stages that both had prospects arrive.
  const steepest = way
    .map((s, i) => ({ from: way[i - 1], to: s }))
    .filter((step) => step.from && step.from.reached > 0 && step.to.conversionFromPrevious !== null && step.to.conversionFromPrevious < 1)
    .sort((a, b) => a.to.conversionFromPrevious! - b.to.conversionFromPrevious!)[0];
  const summary = [
    t('funnel.summary', { prospects: formatCount(data.prospects, lang), enrolled: formatCount(data.enrolled, lang), rate: formatRate(data.overallConversion, lang) }),
    steepest ? t('funnel.steepest', { from: steepest.from!.label, to: steepest.to.label, rate: formatRate(steepest.to.conversionFromPrevious, lang) }) : '',
  ].join(' ').trim();
  const chartColumns: TFigureColumn[] = [
    { key: 'stage', label: t('funnel.columns.stage') },
    { key: 'reached', label: t('funnel.columns.reached'), numeric: true },
  ];
  const columns: TFigureColumn[] = [
    { key: 'stage', label: t('funnel.columns.stage') },
    { key: 'current', label: t('funnel.columns.current'), numeric: true },
    { key: 'reached', label: t('funnel.columns.reached'), numeric: true },
    { key: 'conversion', label: t('funnel.columns.conversion'), numeric: true },
    { key: 'dropOff', label: t('funnel.columns.dropOff'), numeric: true },
    { key: 'median', label: t('funnel.columns.median'), numeric: true },
  ];
  const dash = '—';
  const rows = data.stages.map((s) => ({
    key: s.stage,
    cells: {
      stage: stageName(s.stage),
      current: formatCount(s.current, lang),
      reached: s.reached === null ? dash : formatCount(s.reached, lang),
      conversion: formatRate(s.conversionFromPrevious, lang),
      dropOff: s.dropOff === null ? dash : formatCount(s.dropOff, lang),
      median: s.medianDaysInStage === null ? dash : t('funnel.days', { days: formatDays(s.medianDaysInStage, lang), count: s.medianDaysInStage }),
    },
  }));
  return (
    <SectionCard title={title} description={t('funnel.description')} testId="detailed-funnel">
      {data.prospects === 0 ? (
        <SectionEmpty text={t('funnel.empty')} testId="detailed-funnel-empty" />
      ) : (
        <>
          <ChartFigure
            title={t('funnel.chartTitle')}
            summary={summary}
            columns={chartColumns}
            rows={way.map((s) => ({ key: s.stage, cells: { stage: s.label, reached: formatCount(s.reached, lang) } }))}
            testId="detailed-funnel-chart"
          >
            <BarChart responsive accessibilityLayer={false} layout="vertical" data={way} style={{ width: '100%', height: CHART_HEIGHT + 40 }} margin={{ top: 8, right: VALUE_ROOM_RIGHT, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: 'var(--border)' }} />
              <YAxis type="category" dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} width={labelWidth(way.map((s) => s.label))} interval={0} />
              <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--muted)' }} formatter={(value) => [formatCount(Number(value), lang), t('funnel.columns.reached')]} />
              <Bar dataKey="reached" fill={seriesColor(0)} radius={[0, 4, 4, 0]} isAnimationActive={false}>
                <LabelList dataKey="reached" content={barEndLabel((value) => formatCount(value, lang), 'vertical')} />
              </Bar>
            </BarChart>
          </ChartFigure>
          <FiguresTable caption={t('funnel.tableCaption')} columns={columns} rows={rows} testId="detailed-funnel-table" />
          <p className="text-xs text-muted-foreground">{t('funnel.note')}</p>
        </>
      )}
    </SectionCard>
  );
}
