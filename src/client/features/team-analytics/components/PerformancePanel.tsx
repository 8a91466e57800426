import { DollarSign, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/ui/stat-card';
import { useTeamAnalytics } from '../api/team-analytics.api';
import { formatCount, formatMoney, formatMoneyAxis, formatMonth } from '../lib/format';
import { BarsChart, ColumnsChart } from './charts';
import { DataTable } from './DataTable';
import { RankChart } from './RankChart';
import { RankForecastTable } from './RankForecastTable';
import { RankLabel } from './RankLabel';
import { TabData } from './TabData';
import { TeamEmpty } from './TeamEmpty';
import type { TPanelProps } from './TeamAnalyticsPage';

export function PerformancePanel({ period }: TPanelProps) {
  const { t, i18n } = useTranslation('teamAnalytics');
  const lang = i18n.language;
  const query = useTeamAnalytics('performance', period);
  const money = (cents: number) => formatMoney(cents, lang);
  const moneyAxis = (cents: number) => formatMoneyAxis(cents, lang);
  const count = (v: number) => formatCount(v, lang);
  return (
    <TabData query={query}>
      {(p) => {
        const best = p.byMonth.reduce<(typeof p.byMonth)[number] | null>((top, m) => (m.cents > (top?.cents ?? 0) ? m : top), null);
        const earners = p.performers.filter((m) => m.commissionsCents > 0);
        const teamSize = p.ranks.reduce((sum, r) => sum + r.count, 0);
        return (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <StatCard icon={DollarSign} label={t('performance.total', { days: period })} value={money(p.totalCents)} testId="performance-total" />
              <StatCard icon={Trophy} label={t('performance.top')} value={p.performers[0]?.name ?? '—'} testId="performance-top" />
            </div>
            {teamSize === 0 ? (
              <TeamEmpty />
            ) : (
              <>
                <p className="text-sm text-muted-foreground">{t('performance.source')}</p>
                <div className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3">
                  <ColumnsChart
                    title={t('performance.byMonthTitle')}
                    summary={best ? t('performance.byMonthSummary', { total: money(p.totalCents), month: formatMonth(best.month, lang), best: money(best.cents) }) : t('performance.byMonthSummaryNone', { days: period })}
                    columns={[t('columns.month'), t('columns.commissions')]}
                    labels={p.byMonth.map((m) => formatMonth(m.month, lang))}
                    series={[{ key: 'cents', name: t('columns.commissions'), values: p.byMonth.map((m) => m.cents) }]}
                    format={money}
                    axisFormat={moneyAxis}
                    testId="performance-months-chart"
                  />
                  <BarsChart
                    title={t('performance.byMemberTitle')}
                    summary={earners[0] ? t('performance.byMemberSummary', { name: earners[0].name, amount: money(earners[0].commissionsCents) }) : t('performance.byMemberSummaryNone')}
                    columns={[t('columns.member'), t('columns.commissions')]}
                    data={earners.map((m) => ({ label: m.name, value: m.commissionsCents }))}
                    format={money}
                    axisFormat={moneyAxis}
                    testId="performance-members-chart"
                  />
                  <RankChart ranks={p.ranks} testId="performance-ranks-chart" />
                </div>
                <DataTable
                  title={t('performance.performersTitle')}
                  description={t('performance.performersText', { days: period })}
                  columns={[
                    { key: 'name', header: t('columns.member'), cell: (m) => m.name },
                    { key: 'rank', header: t('columns.rank'), cell: (m) => <RankLabel rank={m.rank} />, wide: true },
                    { key: 'commissions', header: t('columns.commissions'), cell: (m) => money(m.commissionsCents), numeric: true },
                    { key: 'recruits', header: t('columns.recruits'), cell: (m) => count(m.recruits), numeric: true },
                    { key: 'activities', header: t('columns.activities'), cell: (m) => count(m.activities), numeric: true, wide: true },
                  ]}
                  rows={p.performers}
                  rowKey={(m) => m.id}
                  empty={t('performance.noPerformers', { days: period })}
                  testId="performance-performers"
                />
                <RankForecastTable rows={p.forecast} />
              </>
            )}
          </>
        );
      }}
    </TabData>
  );
}
