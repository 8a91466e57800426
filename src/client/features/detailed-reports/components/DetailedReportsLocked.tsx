import { Activity, Coins, Filter, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PremiumLockedCard } from '../../../components/premium/PremiumLockedCard';

const POINTS = [
  { key: 'sources', icon: Share2 },
  { key: 'funnel', icon: Filter },
  { key: 'activities', icon: Activity },
  { key: 'commissions', icon: Coins },
] as const;

/** What the detailed reports show, for a user without premium access, with the way to unlock them. */
export function DetailedReportsLocked({ onUpgrade }: { onUpgrade: () => void }) {
  const { t } = useTranslation('detailedReports');
  return (
    <PremiumLockedCard
      texts={{ title: t('locked.title'), text: t('locked.text'), upgrade: t('locked.upgrade'), compare: t('locked.compare') }}
      points={POINTS.map(({ key, icon }) => ({ key, icon, text: t(`locked.points.${key}`) }))}
      onUpgrade={onUpgrade}
      testId="detailed-locked"
      upgradeTestId="detailed-upgrade"
    />
  );
}
