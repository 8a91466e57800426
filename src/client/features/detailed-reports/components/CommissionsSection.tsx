import { Bar, BarChart, CartesianGrid, LabelList, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { COMMISSION_TYPES } from '@shared/commissions/commissions.constants';
import type { TCommissionsSection } from '@shared/detailed-reports/detailed-reports.schema';
import { barEndLabel, legendText, stackTotal } from '../lib/chart-labels';
import { AXIS_TICK, CHART_HEIGHT, LEGEND_STYLE, TOOLTIP_STYLE, VALUE_ROOM_TOP, seriesColor } from '../lib/chart-style';
import { formatCount, formatMoney, formatMoneyShort, formatMonth } from '../lib/report-format';
import { ChartFigure, FiguresTable, SectionCard, SectionEmpty, type TFigureColumn } from './ReportParts';

/** Commissions by type and by month: what was earned (pending and paid) and what was cancelled. */
export function CommissionsSection({ data }: { data: TCommissionsSection }) {
  const { t, i18n } = useTranslation('detailedReports');
  const lang = i18n.language;
  const title = t('commissions.title');
  const typeName = (type: string) => t(`commissions:type.${type}`);
  const money = (cents: number) => formatMoney(cents, lang);
  const chartData = data.months.map((m) => ({ label: formatMonth(m.month, lang), ...m.byType }));
  const best = [...data.months].sort((a, b) => b.earnedCents - a.earnedCents)[0];
  const summary = [
    t('commissions.summary', { earned: money(data.totals.earnedCents), paid: money(data.totals.paidCents), pending: money(data.totals.pendingCents), cancelled: money(data.totals.cancelledCents) }),
    best && best.earnedCents > 0 ? t('commissions.bestMonth', { month: formatMonth(best.month, lang), amount: money(best.earnedCents) }) : '',
  ].join(' ').trim();
  const monthColumns: TFigureColumn[] = [
    { key: 'month', label: t('commissions.columns.month') },
    ...COMMISSION_TYPES.map((type) => ({ key: type, label: typeName(type), numeric: true })),
    { key: 'earned', label: t('commissions.columns.earned'), numeric: true },
    { key: 'cancelled', label: t('commissions.columns.cancelled'), numeric: true },
  ];
  const monthRows = data.months.map((m) => ({
    key: m.month,
    cells: { month: formatMonth(m.month, lang), ...Object.fromEntries(COMMISSION_TYPES.map((type) => [type, money(m.byType[type])])), earned: money(m.earnedCents), cancelled: money(m.cancelledCents) },
  }));
  const typeColumns: TFigureColumn[] = [
    { key: 'type', label: t('commissions.columns.type') },
    { key: 'count', label: t('commissions.columns.count'), numeric: true },
    { key: 'pending', label: t('commissions.columns.pending'), numeric: true },
    { key: 'paid', label: t('commissions.columns.paid'), numeric: true },
    { key: 'cancelled', label: t('commissions.columns.cancelled'), numeric: true },
    { key: 'earned', label: t('commissions.columns.earned'), numeric: true },
  ];
  const typeCells = (r: TCommissionsSection['totals'], name: string) => ({ type: name, count: formatCount(r.count, lang), pending: money(r.pendingCents), paid: money(r.paidCents), cancelled: money(r.cancelledCents), earned: money(r.earnedCents) });
  const typeRows = [...data.byType.map((r) => ({ key: r.type, cells: typeCells(r, typeName(r.type)) })), { key: 'total', emphasis: true, cells: typeCells(data.totals, t('total')) }];
  return (
    <SectionCard title={title} description={t('commissions.description')} testId="detailed-commissions">
      {data.totals.count === 0 ? (
        <SectionEmpty text={t('commissions.empty')} testId="detailed-commissions-empty" />
      ) : (
        <>
          <ChartFigure title={t('commissions.chartTitle')} summary={summary} columns={monthColumns} rows={monthRows} testId="detailed-commissions-chart">
            <BarChart responsive accessibilityLayer={false} data={chartData} style={{ width: '100%', height: CHART_HEIGHT }} margin={{ top: VALUE_ROOM_TOP, right: 8, bottom: 0, left: 8 }}>
              <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: 'var(--border)' }} minTickGap={12} />
              <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} width={64} tickFormatter={(v) => formatMoneyShort(Number(v), lang)} />
              <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--muted)' }} formatter={(value, name) => [money(Number(value)), String(name)]} />
              <Legend wrapperStyle={LEGEND_STYLE} formatter={legendText} />
              {COMMISSION_TYPES.map((type, i) => (
                <Bar key={type} dataKey={type} name={typeName(type)} stackId="types" fill={seriesColor(i)} isAnimationActive={false}>
                  {/* The month's earnings above its column. */}
                  <LabelList valueAccessor={stackTotal(COMMISSION_TYPES, type)} content={barEndLabel((cents) => formatMoneyShort(cents, lang), 'horizontal')} />
                </Bar>
              ))}
            </BarChart>
          </ChartFigure>
          {data.monthsTruncated && <p className="text-xs text-muted-foreground">{t('commissions.truncated', { months: formatCount(data.months.length, lang) })}</p>}
          <FiguresTable caption={t('commissions.byTypeCaption')} columns={typeColumns} rows={typeRows} testId="detailed-commissions-types" captionVisible />
          <FiguresTable caption={t('commissions.byMonthCaption')} columns={monthColumns} rows={monthRows} testId="detailed-commissions-months" captionVisible />
        </>
      )}
    </SectionCard>
  );
}
