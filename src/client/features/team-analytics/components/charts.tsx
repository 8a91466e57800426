import { Area, AreaChart, Bar, BarChart, CartesianGrid, LabelList, Legend, Tooltip, XAxis, YAxis, type LabelProps } from 'recharts';
import { ChartCard } from '../../../components/ui/chart-card';

/** The theme's colours, so the charts follow light and dark mode with the rest of the page. */
const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };
const TOOLTIP_STYLE = { background: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--popover-foreground)' };
/** Series colours for stacked bars: the theme's own colours first, then hues readable on both themes. */
const SERIES_COLOURS = ['var(--primary)', 'var(--success)', 'var(--warning)', 'oklch(0.62 0.14 220)', 'oklch(0.63 0.2 340)', 'var(--destructive)', 'oklch(0.6 0.12 180)', 'var(--muted-foreground)'];
const HEIGHT = 240;
/** Room above the columns for their values. */
const VALUE_ROOM = 20;
/** About the width of a character of a 12 px label: room for category names and values. */
const CHAR_WIDTH = 8;

/** The legend's names in the text colour: the series colours are for swatches, too light for text on a light card. */
const legendText = (value: string) => <span style={{ color: 'var(--foreground)' }}>{value}</span>;

/**
 * A column's value above it, none for nothing, and left out where the column is too narrow for it
 * (a year of weeks on a phone).
 */
function valueAbove(format: (value: number) => string) {
  return function ValueAbove({ viewBox, value }: LabelProps) {
    const box = viewBox as { x: number; y: number; width: number } | undefined;
    const label = Number(value) ? format(Number(value)) : '';
    if (!box || !label || box.width < label.length * 7) return null;
    return (
      <text x={box.x + box.width / 2} y={box.y - 6} textAnchor="middle" fill="var(--foreground)" fontSize={11}>
        {label}
      </text>
    );
  };
}

interface TCommon {
  title: string;
  summary: string;
  testId: string;
  /** Header of the screen-reader table: the label column, then the value column(s). */
  columns: string[];
  format: (value: number) => string;
  /** A shorter form for the axis ticks (money without cents); `format` when left out. */
  axisFormat?: (value: number) => string;
}

type TPoint = { label: string; value: number };

/** Categories as bars lying down, so long names (ranks, teams) stay readable on a phone. */
export function BarsChart({ data, axisFormat, ...common }: TCommon & { data: TPoint[] }) {
  const short = axisFormat ?? common.format;
  const labelWidth = Math.min(160, 16 + CHAR_WIDTH * Math.max(4, ...data.map((d) => d.label.length)));
  // Each bar's value at its end, so the figures read without the axis.
  const valueWidth = 12 + 7 * Math.max(1, ...data.map((d) => short(d.value).length));
  const height = Math.max(120, 32 * data.length + 40);
  return (
    <ChartCard {...common} rows={data.map((d) => ({ label: d.label, values: [common.format(d.value)] }))}>
      <BarChart responsive accessibilityLayer={false} layout="vertical" data={data} style={{ width: '100%', height }} margin={{ top: 4, right: valueWidth, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: 'var(--border)' }} tickFormatter={(v) => (axisFormat ?? common.format)(Number(v))} />
        <YAxis type="category" dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} width={labelWidth} interval={0} />
        <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--muted)' }} formatter={(value) => [common.format(Number(value)), common.columns[1]]} />
        <Bar dataKey="value" fill="var(--primary)" radius={[0, 4, 4, 0]} isAnimationActive={false}>
          <LabelList dataKey="value" position="right" formatter={(value) => short(Number(value))} fill="var(--foreground)" fontSize={12} />
        </Bar>
      </BarChart>
    </ChartCard>
  );
}

/** Values over time as an area (cumulative size, commissions by month). */
export function TrendChart({ data, axisFormat, ...common }: TCommon & { data: TPoint[] }) {
  const fill = `${common.testId}-fill`;
  return (
    <ChartCard {...common} rows={data.map((d) => ({ label: d.label, values: [common.format(d.value)] }))}>
      <AreaChart responsive accessibilityLayer={false} data={data} style={{ width: '100%', height: HEIGHT }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id={fill} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--primary)" stopOpacity={0.35} />
            <stop offset="100%" stopColor="var(--primary)" stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: 'var(--border)' }} minTickGap={24} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} width={64} tickFormatter={(v) => (axisFormat ?? common.format)(Number(v))} />
        <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ stroke: 'var(--border)' }} formatter={(value) => [common.format(Number(value)), common.columns[1]]} />
        <Area type="monotone" dataKey="value" stroke="var(--primary)" strokeWidth={2} fill={`url(#${fill})`} isAnimationActive={false} />
      </AreaChart>
    </ChartCard>
  );
}

/**
 * Columns over time, one colour per series stacked (activities per week by type; joins per
 * week has one series).
 */
export function ColumnsChart({ labels, series, axisFormat, ...common }: TCommon & { labels: string[]; series: { key: string; name: string; values: number[] }[] }) {
  const data = labels.map((label, i) => Object.fromEntries([['label', label], ...series.map((s) => [s.key, s.values[i] ?? 0])]));
  const rows = labels.map((label, i) => ({ label, values: series.map((s) => common.format(s.values[i] ?? 0)) }));
  // The total of each column above it, carried by its top series that has something (an empty bar draws no label).
  const totalOn = (key: string) => ({ payload }: { payload: Record<string, unknown> }) => {
    const top = series.findLast((s) => Number(payload[s.key] ?? 0) > 0);
    return top?.key === key ? series.reduce((sum, s) => sum + Number(payload[s.key] ?? 0), 0) : 0;
  };
  const totalLabel = valueAbove(axisFormat ?? common.format);
  return (
    <ChartCard {...common} rows={rows}>
      <BarChart responsive accessibilityLayer={false} data={data} style={{ width: '100%', height: HEIGHT + (series.length > 1 ? 40 : 0) }} margin={{ top: VALUE_ROOM, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: 'var(--border)' }} minTickGap={4} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} width={56} tickFormatter={(v) => (axisFormat ?? common.format)(Number(v))} />
        <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--muted)' }} formatter={(value, name) => [common.format(Number(value)), String(name)]} />
        {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />}
        {series.map((s, i) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} stackId="stack" fill={SERIES_COLOURS[i % SERIES_COLOURS.length]} isAnimationActive={false}>
            <LabelList valueAccessor={totalOn(s.key)} content={totalLabel} />
          </Bar>
        ))}
      </BarChart>
    </ChartCard>
  );
}
