import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '../../../components/ui/chart-card';

/** The theme's colours, so the charts follow light and dark mode with the rest of the page. */
const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };
const TOOLTIP_STYLE = { background: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--popover-foreground)' };
/** Series colours for stacked bars: the theme's own colours first, then hues readable on both themes. */
const SERIES_COLOURS = ['var(--primary)', 'var(--success)', 'var(--warning)', 'oklch(0.62 0.14 220)', 'oklch(0.63 0.2 340)', 'var(--destructive)', 'oklch(0.6 0.12 180)', 'var(--muted-foreground)'];
const HEIGHT = 240;

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
  const labelWidth = Math.min(150, 16 + 7.5 * Math.max(4, ...data.map((d) => d.label.length)));
  const height = Math.max(120, 32 * data.length + 40);
  return (
    <ChartCard {...common} rows={data.map((d) => ({ label: d.label, values: [common.format(d.value)] }))}>
      <BarChart responsive accessibilityLayer={false} layout="vertical" data={data} style={{ width: '100%', height }} margin={{ top: 4, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: 'var(--border)' }} tickFormatter={(v) => (axisFormat ?? common.format)(Number(v))} />
        <YAxis type="category" dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} width={labelWidth} interval={0} />
        <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--muted)' }} formatter={(value) => [common.format(Number(value)), common.columns[1]]} />
        <Bar dataKey="value" fill="var(--primary)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
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
  return (
    <ChartCard {...common} rows={rows}>
      <BarChart responsive accessibilityLayer={false} data={data} style={{ width: '100%', height: HEIGHT + (series.length > 1 ? 40 : 0) }} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: 'var(--border)' }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} width={56} tickFormatter={(v) => (axisFormat ?? common.format)(Number(v))} />
        <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--muted)' }} formatter={(value, name) => [common.format(Number(value)), String(name)]} />
        {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12, color: 'var(--muted-foreground)' }} />}
        {series.map((s, i) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} stackId="stack" fill={SERIES_COLOURS[i % SERIES_COLOURS.length]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ChartCard>
  );
}
