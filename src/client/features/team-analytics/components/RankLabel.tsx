import { useTranslation } from 'react-i18next';
import type { TTeamRank } from '@shared/team/team.constants';

/** A rank's name in the interface language. */
export function RankLabel({ rank }: { rank: TTeamRank }) {
  const { t } = useTranslation('teamAnalytics');
  return <span className="whitespace-nowrap">{t(`team:ranks.${rank}`)}</span>;
}
