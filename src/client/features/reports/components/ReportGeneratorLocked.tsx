import { BarChart3, FileDown, Languages, Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PremiumLockedCard } from '../../../components/premium/PremiumLockedCard';

const POINTS = [
  { key: 'types', icon: Layers },
  { key: 'layouts', icon: BarChart3 },
  { key: 'formats', icon: FileDown },
  { key: 'language', icon: Languages },
] as const;

/** What the report generator does, for a user without premium access, with the way to unlock it. */
export function ReportGeneratorLocked({ onUpgrade }: { onUpgrade: () => void }) {
  const { t } = useTranslation('reports');
  return (
    <PremiumLockedCard
      texts={{ title: t('locked.title'), text: t('locked.text'), upgrade: t('locked.upgrade'), compare: t('locked.compare') }}
      points={POINTS.map(({ key, icon }) => ({ key, icon, text: t(`locked.points.${key}`) }))}
      onUpgrade={onUpgrade}
      testId="report-generator-locked"
      upgradeTestId="report-generator-upgrade"
    />
  );
}
