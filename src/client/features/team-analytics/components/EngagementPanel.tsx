import { AlertTriangle, HeartPulse, PauseCircle, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/ui/stat-card';
import { useTeamAnalytics } from '../api/team-analytics.api';
import { formatCount, formatDate, formatDay } from '../lib/format';
import { BarsChart } from './charts';
import { DataTable } from './DataTable';
import { RankLabel } from './RankLabel';
import { TabData } from './TabData';
import { TeamEmpty } from './TeamEmpty';
import type { TPanelProps } from './TeamAnalyticsPage';

export function EngagementPanel({ period }: TPanelProps) {
  const { t, i18n } = useTranslation('teamAnalytics');
  const lang = i18n.language;
  const query = useTeamAnalytics('engagement', period);
  const count = (v: number) => formatCount(v, lang);
  return (
    <TabData query={query}>
      {(e) => {
        const of = (status: string) => e.statuses.find((s) => s.key === status)?.count ?? 0;
        const total = e.statuses.reduce((sum, s) => sum + s.count, 0);
        return (
          <>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <StatCard icon={HeartPulse} label={t('engagement.activeRecently', { days: e.windowDays })} value={count(e.activeRecently)} testId="engagement-recent" />
              <StatCard icon={AlertTriangle} label={t('engagement.atRisk')} value={count(e.atRiskTotal)} testId="engagement-at-risk" />
              <StatCard icon={UserX} label={t('common:statuses.teamMember.inactive')} value={count(of('inactive'))} />
              <StatCard icon={PauseCircle} label={t('common:statuses.teamMember.on_leave')} value={count(of('on_leave'))} />
            </div>
            {total === 0 ? (
              <TeamEmpty />
            ) : (
              <>
                <p className="text-sm text-muted-foreground">{t('engagement.rule', { days: e.windowDays })}</p>
                <div className="grid gap-4 lg:grid-cols-2">
                  <BarsChart
                    title={t('engagement.statusTitle')}
                    summary={t('engagement.statusSummary', { active: count(of('active')), total: count(total), inactive: count(of('inactive')), onLeave: count(of('on_leave')) })}
                    columns={[t('columns.status'), t('columns.members')]}
                    data={e.statuses.map((s) => ({ label: t(`common:statuses.teamMember.${s.key}`), value: s.count }))}
                    format={count}
                    testId="engagement-status-chart"
                  />
                  <DataTable
                    title={t('engagement.recentTitle')}
                    columns={[
                      { key: 'name', header: t('columns.member'), cell: (m) => m.name },
                      { key: 'rank', header: t('columns.rank'), cell: (m) => <RankLabel rank={m.rank} /> },
                      { key: 'last', header: t('columns.lastActivity'), cell: (m) => formatDate(m.lastActivityAt, lang) },
                    ]}
                    rows={e.recentlyActive}
                    rowKey={(m) => m.id}
                    empty={t('engagement.noneRecorded')}
                    testId="engagement-recent-list"
                  />
                </div>
                <DataTable
                  title={t('engagement.atRiskTitle')}
                  description={e.atRiskTotal > e.atRisk.length ? t('engagement.atRiskShown', { shown: count(e.atRisk.length), total: count(e.atRiskTotal) }) : undefined}
                  columns={[
                    { key: 'name', header: t('columns.member'), cell: (m) => m.name },
                    { key: 'rank', header: t('columns.rank'), cell: (m) => <RankLabel rank={m.rank} />, wide: true },
                    { key: 'joined', header: t('columns.joined'), cell: (m) => (m.joinDate ? formatDay(m.joinDate, lang) : '—') },
                    { key: 'last', header: t('columns.lastActivity'), cell: (m) => (m.lastActivityAt ? formatDate(m.lastActivityAt, lang) : t('never')) },
                  ]}
                  rows={e.atRisk}
                  rowKey={(m) => m.id}
                  empty={t('engagement.noneAtRisk')}
                  testId="engagement-at-risk-list"
                />
              </>
            )}
          </>
        );
      }}
    </TabData>
  );
}
