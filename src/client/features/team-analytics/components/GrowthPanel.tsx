import { CalendarPlus, History, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/ui/stat-card';
import { useTeamAnalytics } from '../api/team-analytics.api';
import { formatCount, formatMonth, formatShortDay } from '../lib/format';
import { ColumnsChart, TrendChart } from './charts';
import { DataTable } from './DataTable';
import { TabData } from './TabData';
import { TeamEmpty } from './TeamEmpty';
import type { TPanelProps } from './TeamAnalyticsPage';

export function GrowthPanel({ period }: TPanelProps) {
  const { t, i18n } = useTranslation('teamAnalytics');
  const lang = i18n.language;
  const query = useTeamAnalytics('growth', period);
  const count = (v: number) => formatCount(v, lang);
  return (
    <TabData query={query}>
      {(g) => {
        const labelOf = (start: string) => (g.unit === 'month' ? formatMonth(start, lang) : formatShortDay(start, lang));
        const busiest = g.buckets.reduce<(typeof g.buckets)[number] | null>((best, b) => (b.joins > (best?.joins ?? 0) ? b : best), null);
        const bucketColumn = g.unit === 'month' ? t('columns.month') : t('columns.weekOf');
        return (
          <>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              <StatCard icon={History} label={t('growth.sizeAtStart')} value={count(g.sizeAtStart)} testId="growth-start" />
              <StatCard icon={CalendarPlus} label={t('growth.joined', { days: period })} value={count(g.joinedInPeriod)} testId="growth-joined" />
              <StatCard icon={Users} label={t('growth.sizeNow')} value={count(g.sizeNow)} testId="growth-now" className="sm:col-span-2 lg:col-span-1" />
            </div>
            {g.sizeNow === 0 ? (
              <TeamEmpty />
            ) : (
              <>
                <div className="grid gap-4 lg:grid-cols-2">
                  <ColumnsChart
                    title={g.unit === 'month' ? t('growth.joinsPerMonth') : t('growth.joinsPerWeek')}
                    summary={busiest ? t('growth.joinsSummary', { joined: count(g.joinedInPeriod), when: labelOf(busiest.start), most: count(busiest.joins) }) : t('growth.joinsSummaryNone', { days: period })}
                    columns={[bucketColumn, t('columns.joins')]}
                    labels={g.buckets.map((b) => labelOf(b.start))}
                    series={[{ key: 'joins', name: t('columns.joins'), values: g.buckets.map((b) => b.joins) }]}
                    format={count}
                    testId="growth-joins-chart"
                  />
                  <TrendChart
                    title={t('growth.cumulativeTitle')}
                    summary={t('growth.cumulativeSummary', { from: count(g.sizeAtStart), to: count(g.sizeNow) })}
                    columns={[bucketColumn, t('columns.members')]}
                    data={g.buckets.map((b) => ({ label: labelOf(b.start), value: b.cumulative }))}
                    format={count}
                    testId="growth-cumulative-chart"
                  />
                </div>
                <DataTable
                  title={t('growth.byLevelTitle')}
                  columns={[
                    { key: 'level', header: t('columns.level'), cell: (l) => t('levelName', { level: l.level }) },
                    { key: 'count', header: t('columns.members'), cell: (l) => count(l.count), numeric: true },
                    { key: 'joined', header: t('columns.joinedInPeriod', { days: period }), cell: (l) => count(l.joinedInPeriod), numeric: true },
                  ]}
                  rows={g.byLevel}
                  rowKey={(l) => String(l.level)}
                  empty={t('empty.title')}
                  testId="growth-levels"
                />
              </>
            )}
          </>
        );
      }}
    </TabData>
  );
}
