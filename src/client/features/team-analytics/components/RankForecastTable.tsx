import { useTranslation } from 'react-i18next';
import type { TRankForecastRow } from '@shared/team-analytics/team-analytics.schema';
import { Badge } from '../../../components/ui/badge';
import { Progress } from '../../../components/ui/progress';
import { formatCount, formatPercent } from '../lib/format';
import { DataTable } from './DataTable';
import { RankLabel } from './RankLabel';

/** Each member's next rank and what they still need for it (active recruits and team, from the rank qualifiers). */
export function RankForecastTable({ rows }: { rows: TRankForecastRow[] }) {
  const { t, i18n } = useTranslation('teamAnalytics');
  const lang = i18n.language;
  const count = (v: number) => formatCount(v, lang);
  const needs = (row: TRankForecastRow) => {
    if (row.qualifies) return <Badge variant="success">{t('forecast.ready')}</Badge>;
    const parts = [
      row.missingDirectRecruits > 0 && t('forecast.needRecruits', { missing: count(row.missingDirectRecruits) }),
      row.missingTeamSize > 0 && t('forecast.needTeam', { missing: count(row.missingTeamSize) }),
    ].filter(Boolean);
    return parts.join(' · ');
  };
  return (
    <DataTable
      title={t('forecast.title')}
      description={t('forecast.text')}
      columns={[
        { key: 'name', header: t('columns.member'), cell: (r) => r.name },
        {
          key: 'next',
          header: t('columns.nextRank'),
          cell: (r) => (
            <span className="text-muted-foreground">
              <RankLabel rank={r.rank} /> → <span className="text-foreground">{r.nextRank ? <RankLabel rank={r.nextRank} /> : null}</span>
            </span>
          ),
        },
        { key: 'have', header: t('columns.have'), cell: (r) => t('forecast.have', { recruits: count(r.directRecruits), team: count(r.teamSize) }), wide: true },
        { key: 'needs', header: t('columns.stillNeeds'), cell: needs },
        {
          key: 'progress',
          header: t('columns.progress'),
          cell: (r) => (
            <div className="flex min-w-24 items-center gap-2">
              <Progress value={r.progressPercent} label={t('forecast.progressLabel', { name: r.name })} className="w-16" />
              <span className="tabular-nums">{formatPercent(r.progressPercent, lang)}</span>
            </div>
          ),
          wide: true,
        },
      ]}
      rows={rows}
      rowKey={(r) => r.id}
      empty={t('forecast.none')}
      testId="performance-forecast"
    />
  );
}
