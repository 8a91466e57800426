import { CalendarPlus, DollarSign, Layers, UserCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/ui/stat-card';
import { useTeamAnalytics } from '../api/team-analytics.api';
import { formatCount, formatMoney } from '../lib/format';
import { BarsChart } from './charts';
import { RankChart } from './RankChart';
import { TabData } from './TabData';
import { TeamEmpty } from './TeamEmpty';
import type { TPanelProps } from './TeamAnalyticsPage';

export function OverviewPanel({ period }: TPanelProps) {
  const { t, i18n } = useTranslation('teamAnalytics');
  const lang = i18n.language;
  const query = useTeamAnalytics('overview', period);
  const count = (v: number) => formatCount(v, lang);
  return (
    <TabData query={query}>
      {(o) => (
        <>
          {/* One card a row on a phone: two side by side cut longer names ("Новые участники (30 дн.)"). */}
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            <StatCard icon={Users} label={t('overview.teamSize')} value={formatCount(o.teamSize, lang)} testId="overview-team-size" />
            <StatCard icon={UserCheck} label={t('overview.active')} value={formatCount(o.activeMembers, lang)} testId="overview-active" />
            <StatCard icon={CalendarPlus} label={t('overview.newMembers', { days: o.newMembersWindowDays })} value={formatCount(o.newMembers, lang)} testId="overview-new" />
            <StatCard icon={Layers} label={t('overview.levels')} value={formatCount(o.levels, lang)} testId="overview-levels" />
            <StatCard icon={DollarSign} label={t('overview.commissions')} hint={t('overview.thisMonth')} value={formatMoney(o.commissionsThisMonthCents, lang)} testId="overview-commissions" className="sm:col-span-2 lg:col-span-1" />
          </div>
          {o.teamSize === 0 ? (
            <TeamEmpty />
          ) : (
            <>
              <div className="grid gap-4 lg:grid-cols-2">
                <RankChart ranks={o.ranks} testId="overview-ranks-chart" />
                <BarsChart
                  title={t('overview.levelsTitle')}
                  summary={t('overview.levelsSummary', { levels: count(o.levels), front: formatCount(o.levelCounts[0]?.count ?? 0, lang) })}
                  columns={[t('columns.level'), t('columns.members')]}
                  data={o.levelCounts.map((l) => ({ label: t('levelName', { level: l.level }), value: l.count }))}
                  format={(v) => formatCount(v, lang)}
                  testId="overview-levels-chart"
                />
              </div>
              <p className="text-sm text-muted-foreground" data-testid="overview-linked">
                {t('overview.linked', { linked: count(o.linkedMembers), total: count(o.teamSize) })}
              </p>
            </>
          )}
        </>
      )}
    </TabData>
  );
}
