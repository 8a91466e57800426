import { useTranslation } from 'react-i18next';
import type { TActivity } from '@shared/activities/activities.schema';
import { Badge } from '../../../components/ui/badge';

const PRIORITY_STYLES: Record<TActivity['priority'], string> = {
  low: 'bg-secondary text-secondary-foreground',
  medium: 'bg-primary/10 text-primary',
  high: 'bg-warning/20 text-amber-800 dark:text-warning',
  urgent: 'bg-destructive/15 text-destructive',
};

const STATUS_STYLES: Record<TActivity['status'], string> = {
  scheduled: 'bg-primary/10 text-primary',
  pending: 'bg-secondary text-secondary-foreground',
  in_progress: 'bg-warning/20 text-amber-800 dark:text-warning',
  completed: 'bg-success/15 text-success',
  cancelled: 'border bg-transparent text-muted-foreground',
  overdue: 'bg-destructive/15 text-destructive',
};

export function PriorityBadge({ priority }: { priority: TActivity['priority'] }) {
  const { t } = useTranslation('activities');
  return (
    <Badge variant="secondary" className={PRIORITY_STYLES[priority]}>
      {t('priorityBadge', { priority: t(`priority.${priority}`) })}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: TActivity['status'] }) {
  const { t } = useTranslation('activities');
  return (
    <Badge variant="secondary" className={STATUS_STYLES[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
