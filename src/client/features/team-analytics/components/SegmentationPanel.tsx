import { useTranslation } from 'react-i18next';
import { useTeamAnalytics } from '../api/team-analytics.api';
import { formatCount } from '../lib/format';
import { BarsChart } from './charts';
import { DataTable } from './DataTable';
import { RankChart } from './RankChart';
import { TabData } from './TabData';
import { TeamEmpty } from './TeamEmpty';
import type { TPanelProps } from './TeamAnalyticsPage';

/** The team cut by rank, role, status, custom team and join cohort (members have no country or city). */
export function SegmentationPanel({ period }: TPanelProps) {
  const { t, i18n } = useTranslation('teamAnalytics');
  const lang = i18n.language;
  const query = useTeamAnalytics('segmentation', period);
  const count = (v: number) => formatCount(v, lang);
  return (
    <TabData query={query}>
      {(s) => {
        if (s.total === 0) return <TeamEmpty />;
        const roles = s.byRole.filter((r) => r.count > 0);
        const topRole = roles.reduce<(typeof roles)[number] | null>((best, r) => (r.count > (best?.count ?? 0) ? r : best), null);
        const teams = s.byCustomTeam.map((c) => ({ label: c.name ?? t('segmentation.noTeam'), value: c.count }));
        const inTeams = s.byCustomTeam.filter((c) => c.id !== null).reduce((sum, c) => sum + c.count, 0);
        return (
          <>
            <p className="text-sm text-muted-foreground" data-testid="segmentation-total">
              {t('segmentation.total', { total: count(s.total) })}
            </p>
            <div className="grid gap-4 lg:grid-cols-2">
              <RankChart ranks={s.byRank} testId="segmentation-ranks-chart" />
              <BarsChart
                title={t('segmentation.rolesTitle')}
                summary={topRole ? t('segmentation.rolesSummary', { role: t(`team:roles.${topRole.key}`), members: count(topRole.count) }) : ''}
                columns={[t('columns.role'), t('columns.members')]}
                data={roles.map((r) => ({ label: t(`team:roles.${r.key}`), value: r.count }))}
                format={count}
                testId="segmentation-roles-chart"
              />
              <BarsChart
                title={t('segmentation.statusTitle')}
                summary={t('segmentation.statusSummary', { active: count(s.byStatus.find((x) => x.key === 'active')?.count ?? 0), total: count(s.byStatus.reduce((sum, x) => sum + x.count, 0)) })}
                columns={[t('columns.status'), t('columns.members')]}
                data={s.byStatus.map((x) => ({ label: t(`common:statuses.teamMember.${x.key}`), value: x.count }))}
                format={count}
                testId="segmentation-status-chart"
              />
              <BarsChart
                title={t('segmentation.teamsTitle')}
                summary={t('segmentation.teamsSummary', { teams: count(s.byCustomTeam.filter((c) => c.id !== null).length), members: count(inTeams) })}
                columns={[t('columns.customTeam'), t('columns.members')]}
                data={teams}
                format={count}
                testId="segmentation-teams-chart"
              />
            </div>
            <DataTable
              title={t('segmentation.cohortsTitle')}
              description={t('segmentation.cohortsText')}
              columns={[
                { key: 'cohort', header: t('columns.cohort'), cell: (c) => t('segmentation.quarter', { quarter: c.cohort.slice(6), year: c.cohort.slice(0, 4) }) },
                { key: 'count', header: t('columns.members'), cell: (c) => count(c.count), numeric: true },
                { key: 'active', header: t('columns.stillActive'), cell: (c) => count(c.active), numeric: true },
              ]}
              rows={s.byCohort}
              rowKey={(c) => c.cohort}
              empty={t('empty.title')}
              testId="segmentation-cohorts"
            />
          </>
        );
      }}
    </TabData>
  );
}
