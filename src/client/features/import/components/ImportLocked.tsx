import { FileSpreadsheet, ListChecks, SearchCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PremiumLockedCard } from '../../../components/premium/PremiumLockedCard';

const POINTS = [
  { key: 'files', icon: FileSpreadsheet },
  { key: 'mapping', icon: ListChecks },
  { key: 'checks', icon: SearchCheck },
  { key: 'types', icon: Users },
] as const;

/** What the import does, for a user without premium access, with the way to unlock it. */
export function ImportLocked({ onUpgrade }: { onUpgrade: () => void }) {
  const { t } = useTranslation('importData');
  return (
    <PremiumLockedCard
      texts={{ title: t('locked.title'), text: t('locked.text'), upgrade: t('locked.upgrade'), compare: t('locked.compare') }}
      points={POINTS.map(({ key, icon }) => ({ key, icon, text: t(`locked.points.${key}`) }))}
      onUpgrade={onUpgrade}
      testId="import-locked"
      upgradeTestId="import-upgrade"
    />
  );
}
