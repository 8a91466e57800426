import { SearchX, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ListEmpty } from '../../../components/ui/list-states';

interface TFilteredEmptyProps {
  /** Whether a search or filter applies: then nothing matched, rather than nothing exists. */
  filtered: boolean;
  icon: LucideIcon;
  title: string;
  text: string;
  onClear: () => void;
  testId: string;
}

/** An empty admin list: nothing recorded yet, or nothing matching the filters with a way to clear them. */
export function FilteredEmpty({ filtered, icon, title, text, onClear, testId }: TFilteredEmptyProps) {
  const { t } = useTranslation('adminOps');
  if (!filtered) return <ListEmpty icon={icon} title={title} text={text} testId={testId} />;
  return (
    <ListEmpty
      icon={SearchX}
      title={t('common.noMatches')}
      text={t('common.noMatchesText')}
      action={
        <Button variant="outline" onClick={onClear}>
          {t('common.clearFilters')}
        </Button>
      }
      testId={testId}
    />
  );
}
