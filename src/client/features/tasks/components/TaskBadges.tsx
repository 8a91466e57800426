import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TPriority, TTaskRecurrence, TTaskStatus } from '@shared/tasks/tasks.constants';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const STATUS_STYLES: Record<TTaskStatus, string> = {
  pending: 'bg-secondary text-secondary-foreground',
  scheduled: 'bg-primary/10 text-primary',
  inProgress: 'bg-warning/20 text-amber-800 dark:text-warning',
  completed: 'bg-success/15 text-success',
  overdue: 'bg-destructive/15 text-destructive',
  archived: 'border bg-transparent text-muted-foreground',
};

const PRIORITY_STYLES: Record<TPriority, string> = {
  low: 'bg-secondary text-secondary-foreground',
  medium: 'bg-primary/10 text-primary',
  high: 'bg-warning/20 text-amber-800 dark:text-warning',
  urgent: 'bg-destructive/15 text-destructive',
};

/** The status the server answered: overdue (red) is read from the due date there, never here. */
export function TaskStatusBadge({ status, className }: { status: TTaskStatus; className?: string }) {
  const { t } = useTranslation('tasks');
  return (
    <Badge variant="secondary" className={cn('whitespace-nowrap', STATUS_STYLES[status], className)} data-testid="task-status-badge">
      {t(`status.${status}`)}
    </Badge>
  );
}

export function TaskPriorityBadge({ priority, className }: { priority: TPriority; className?: string }) {
  const { t } = useTranslation('tasks');
  return (
    <Badge variant="secondary" className={cn('whitespace-nowrap', PRIORITY_STYLES[priority], className)} data-testid="task-priority-badge">
      {t('priorityBadge', { priority: t(`priority.${priority}`) })}
    </Badge>
  );
}

/** A repeat icon naming the recurrence, for a task that comes back. */
export function RecurrenceIcon({ recurrence, className }: { recurrence: TTaskRecurrence; className?: string }) {
  const { t } = useTranslation('tasks');
  if (recurrence === 'none') return null;
  const label = t(`recurrence.${recurrence}`);
  return (
    <span className={cn('inline-flex shrink-0 text-muted-foreground', className)} title={label} data-testid="task-recurrence-icon">
      <Repeat className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
