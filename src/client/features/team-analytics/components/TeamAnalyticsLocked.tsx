import { BarChart3, Download, Goal, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PremiumLockedCard } from '../../../components/premium/PremiumLockedCard';

const POINTS = [
  { key: 'growth', icon: TrendingUp },
  { key: 'performance', icon: BarChart3 },
  { key: 'goals', icon: Goal },
  { key: 'export', icon: Download },
] as const;

/** What team analytics do, for a user without premium access, with the way to unlock them. */
export function TeamAnalyticsLocked({ onUpgrade }: { onUpgrade: () => void }) {
  const { t } = useTranslation('teamAnalytics');
  return (
    <PremiumLockedCard
      texts={{ title: t('locked.title'), text: t('locked.text'), upgrade: t('locked.upgrade'), compare: t('locked.compare') }}
      points={POINTS.map(({ key, icon }) => ({ key, icon, text: t(`locked.points.${key}`) }))}
      onUpgrade={onUpgrade}
      testId="team-analytics-locked"
      upgradeTestId="team-analytics-upgrade"
    />
  );
}
