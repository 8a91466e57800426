import { useTranslation } from 'react-i18next';
import type { TCount } from '@shared/team-analytics/team-analytics.schema';
import type { TTeamRank } from '@shared/team/team.constants';
import { formatCount } from '../lib/format';
import { BarsChart } from './charts';

/** Members per rank, the ranks somebody holds only (eleven mostly empty bars say little). */
export function RankChart({ ranks, testId }: { ranks: TCount<TTeamRank>[]; testId: string }) {
  const { t, i18n } = useTranslation('teamAnalytics');
  const lang = i18n.language;
  const held = ranks.filter((r) => r.count > 0);
  const top = held.reduce<TCount<TTeamRank> | null>((best, r) => (r.count > (best?.count ?? 0) ? r : best), null);
  return (
    <BarsChart
      title={t('ranksTitle')}
      summary={top ? t('ranksSummary', { rank: t(`team:ranks.${top.key}`), members: formatCount(top.count, lang), ranks: formatCount(held.length, lang) }) : t('ranksSummaryNone')}
      columns={[t('columns.rank'), t('columns.members')]}
      data={held.map((r) => ({ label: t(`team:ranks.${r.key}`), value: r.count }))}
      format={(v) => formatCount(v, lang)}
      testId={testId}
    />
  );
}
