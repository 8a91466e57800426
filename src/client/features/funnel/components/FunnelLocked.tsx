import { Columns3, History, MoveRight, PanelRightOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PremiumLockedCard } from '../../../components/premium/PremiumLockedCard';

const POINTS = [
  { key: 'columns', icon: Columns3 },
  { key: 'move', icon: MoveRight },
  { key: 'drawer', icon: PanelRightOpen },
  { key: 'timeline', icon: History },
] as const;

/** What the funnel tracker does, for a user without premium access, with the way to unlock it. */
export function FunnelLocked({ onUpgrade }: { onUpgrade: () => void }) {
  const { t } = useTranslation('funnel');
  return (
    <PremiumLockedCard
      texts={{ title: t('locked.title'), text: t('locked.text'), upgrade: t('locked.upgrade'), compare: t('locked.compare') }}
      points={POINTS.map(({ key, icon }) => ({ key, icon, text: t(`locked.points.${key}`) }))}
      onUpgrade={onUpgrade}
      testId="funnel-locked"
      upgradeTestId="funnel-upgrade"
    />
  );
}
