import { Activity, Link2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ListEmpty } from '../../../components/ui/list-states';
import { StatCard } from '../../../components/ui/stat-card';
import { useTeamAnalytics } from '../api/team-analytics.api';
import { formatCount, formatDate, formatShortDay } from '../lib/format';
import { ColumnsChart } from './charts';
import { DataTable } from './DataTable';
import { RankLabel } from './RankLabel';
import { TabData } from './TabData';
import type { TPanelProps } from './TeamAnalyticsPage';

/** What members logged in their own Upline accounts: only those who joined with the referral link have one. */
export function ActivityPanel({ period }: TPanelProps) {
  const { t, i18n } = useTranslation('teamAnalytics');
  const lang = i18n.language;
  const query = useTeamAnalytics('activity', period);
  const count = (v: number) => formatCount(v, lang);
  return (
    <TabData query={query}>
      {(a) => {
        const busiest = a.weeks.reduce<(typeof a.weeks)[number] | null>((best, w) => (w.total > (best?.total ?? 0) ? w : best), null);
        return (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <StatCard icon={Activity} label={t('activity.total', { days: period })} value={count(a.total)} testId="activity-total" />
              <StatCard icon={Link2} label={t('activity.tracked')} value={t('activity.trackedValue', { linked: count(a.linkedMembers), total: count(a.teamSize) })} testId="activity-tracked" />
            </div>
            <p className="text-sm text-muted-foreground">{t('activity.source')}</p>
            {a.linkedMembers === 0 ? (
              <ListEmpty
                icon={Link2}
                title={t('activity.noLinkedTitle')}
                text={t('activity.noLinkedText')}
                action={
                  <Button variant="outline" asChild>
                    <Link to="/referral">{t('activity.toReferral')}</Link>
                  </Button>
                }
                testId="activity-no-linked"
              />
            ) : (
              <div className="grid gap-4 lg:grid-cols-2">
                <ColumnsChart
                  title={t('activity.perWeekTitle')}
                  summary={busiest ? t('activity.perWeekSummary', { total: count(a.total), week: formatShortDay(busiest.start, lang), most: count(busiest.total) }) : t('activity.perWeekSummaryNone', { days: period })}
                  columns={[t('columns.weekOf'), ...a.types.map((type) => t(`activities:type.${type}`, { defaultValue: type }))]}
                  labels={a.weeks.map((w) => formatShortDay(w.start, lang))}
                  series={a.types.map((type) => ({ key: type, name: t(`activities:type.${type}`, { defaultValue: type }), values: a.weeks.map((w) => w.counts[type] ?? 0) }))}
                  format={count}
                  testId="activity-weeks-chart"
                />
                <DataTable
                  title={t('activity.mostActiveTitle')}
                  columns={[
                    { key: 'name', header: t('columns.member'), cell: (m) => m.name },
                    { key: 'rank', header: t('columns.rank'), cell: (m) => <RankLabel rank={m.rank} />, wide: true },
                    { key: 'count', header: t('columns.activities'), cell: (m) => count(m.count), numeric: true },
                    { key: 'last', header: t('columns.lastActivity'), cell: (m) => (m.lastActivityAt ? formatDate(m.lastActivityAt, lang) : t('never')) },
                  ]}
                  rows={a.mostActive}
                  rowKey={(m) => m.id}
                  empty={t('activity.noneInPeriod', { days: period })}
                  testId="activity-most-active"
                />
              </div>
            )}
          </>
        );
      }}
    </TabData>
  );
}
