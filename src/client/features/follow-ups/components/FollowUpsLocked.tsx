import { BellRing, CalendarClock, Repeat, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PremiumLockedCard } from '../../../components/premium/PremiumLockedCard';

const POINTS = [
  { key: 'manual', icon: CalendarClock },
  { key: 'auto', icon: Sparkles },
  { key: 'cadence', icon: Repeat },
  { key: 'bell', icon: BellRing },
] as const;

/** What follow-up reminders do, for a user without premium access, with the way to unlock them. */
export function FollowUpsLocked({ onUpgrade }: { onUpgrade: () => void }) {
  const { t } = useTranslation('followUps');
  return (
    <PremiumLockedCard
      texts={{ title: t('locked.title'), text: t('locked.text'), upgrade: t('locked.upgrade'), compare: t('locked.compare') }}
      points={POINTS.map(({ key, icon }) => ({ key, icon, text: t(`locked.points.${key}`) }))}
      onUpgrade={onUpgrade}
      testId="follow-ups-locked"
      upgradeTestId="follow-ups-upgrade"
    />
  );
}
