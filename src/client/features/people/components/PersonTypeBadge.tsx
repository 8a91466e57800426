import { useTranslation } from 'react-i18next';
import type { TPersonType } from '@shared/people/people.schema';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const TYPE_CLASSES: Record<TPersonType, string> = {
  contact: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
  prospect: 'bg-violet-500/15 text-violet-700 dark:text-violet-300',
  teamMember: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
};

export function PersonTypeBadge({ type }: { type: TPersonType }) {
  const { t } = useTranslation('people');
  return (
    <Badge variant="outline" className={cn('whitespace-nowrap border-transparent', TYPE_CLASSES[type])} data-type={type}>
      {t(`types.${type}`)}
    </Badge>
  );
}
