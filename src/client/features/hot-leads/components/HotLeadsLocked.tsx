import { Flame, ListOrdered, MousePointerClick, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PremiumLockedCard } from '../../../components/premium/PremiumLockedCard';

const POINTS = [
  { key: 'ranked', icon: ListOrdered },
  { key: 'engagement', icon: MousePointerClick },
  { key: 'explained', icon: Flame },
  { key: 'fresh', icon: RefreshCw },
] as const;

/** What hot leads do, for a user without premium access, with the way to unlock them. */
export function HotLeadsLocked({ onUpgrade }: { onUpgrade: () => void }) {
  const { t } = useTranslation('hotLeads');
  return (
    <PremiumLockedCard
      texts={{ title: t('locked.title'), text: t('locked.text'), upgrade: t('locked.upgrade'), compare: t('locked.compare') }}
      points={POINTS.map(({ key, icon }) => ({ key, icon, text: t(`locked.points.${key}`) }))}
      onUpgrade={onUpgrade}
      testId="hot-leads-locked"
      upgradeTestId="hot-leads-upgrade"
    />
  );
}
