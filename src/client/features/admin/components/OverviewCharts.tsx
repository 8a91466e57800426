import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { TAdminStats } from '@shared/admin/admin.schema';
import { MEMBERSHIP_TIERS } from '@shared/membership/membership.rules';
import { ChartCard } from '../../../components/ui/chart-card';
import { formatCount, formatShortDay } from '../lib/format';

/** The theme's colours, so the charts follow light and dark mode with the rest of the page. */
const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };
const TOOLTIP_STYLE = { background: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--popover-foreground)' };
const CHART_HEIGHT = 240;

export function SignupsChart({ days }: { days: TAdminStats['signupsByDay'] }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce<(typeof days)[number] | null>((best, day) => (day.count > (best?.count ?? 0) ? day : best), null);
  const summary = busiest
    ? t('overview.signupsSummary', { total: formatCount(total, lang), days: days.length, day: formatShortDay(busiest.date, lang), count: formatCount(busiest.count, lang) })
    : t('overview.signupsSummaryNone', { days: days.length });
  const data = days.map((day) => ({ label: formatShortDay(day.date, lang), count: day.count }));
  return (
    <ChartCard
      title={t('overview.signupsTitle')}
      summary={summary}
      rows={data.map((d) => ({ label: d.label, values: [formatCount(d.count, lang)] }))}
      columns={[t('overview.dayColumn'), t('overview.signupsColumn')]}
      testId="admin-signups-chart"
    >
      <AreaChart responsive accessibilityLayer={false} data={data} style={{ width: '100%', height: CHART_HEIGHT }} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <defs>
          <linearGradient id="admin-signups-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--primary)" stopOpacity={0.35} />
            <stop offset="100%" stopColor="var(--primary)" stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: 'var(--border)' }} minTickGap={24} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} width={48} />
        <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ stroke: 'var(--border)' }} formatter={(value) => [formatCount(Number(value), lang), t('overview.signupsColumn')]} />
        <Area type="monotone" dataKey="count" stroke="var(--primary)" strokeWidth={2} fill="url(#admin-signups-fill)" isAnimationActive={false} />
      </AreaChart>
    </ChartCard>
  );
}

export function TierChart({ byTier }: { byTier: TAdminStats['users']['byTier'] }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const data = MEMBERSHIP_TIERS.map((tier) => ({ label: t(`common:membership.tiers.${tier}`), count: byTier[tier] ?? 0 }));
  // Room for the longest tier name of the language (about 8 px a letter at 12 px).
  const labelWidth = Math.min(160, 16 + 8 * Math.max(...data.map((d) => d.label.length)));
  const top = data.reduce<(typeof data)[number] | null>((best, d) => (d.count > (best?.count ?? 0) ? d : best), null);
  const summary = top ? t('overview.tiersSummary', { tier: top.label, count: formatCount(top.count, lang) }) : t('overview.tiersSummaryNone');
  return (
    <ChartCard
      title={t('overview.tiersTitle')}
      summary={summary}
      rows={data.map((d) => ({ label: d.label, values: [formatCount(d.count, lang)] }))}
      columns={[t('overview.tierColumn'), t('overview.usersColumn')]}
      testId="admin-tier-chart"
    >
      {/* Bars lying down, so the tier names stay readable on a phone. */}
      <BarChart responsive accessibilityLayer={false} layout="vertical" data={data} style={{ width: '100%', height: CHART_HEIGHT }} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: 'var(--border)' }} />
        <YAxis type="category" dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} width={labelWidth} />
        <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--muted)' }} formatter={(value) => [formatCount(Number(value), lang), t('overview.usersColumn')]} />
        <Bar dataKey="count" fill="var(--primary)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartCard>
  );
}
