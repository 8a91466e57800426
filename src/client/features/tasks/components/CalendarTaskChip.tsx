import { useTranslation } from 'react-i18next';
import type { TPriority } from '@shared/tasks/tasks.constants';
import type { TTask } from '@shared/tasks/tasks.schema';
import { cn } from '../../../lib/cn';
import { RecurrenceIcon } from './TaskBadges';

const PRIORITY_DOTS: Record<TPriority, string> = {
  low: 'bg-muted-foreground/50',
  medium: 'bg-primary',
  high: 'bg-warning',
  urgent: 'bg-destructive',
};

/** A task in a calendar day: its time and title, a dot of its priority; red when overdue, struck through when done. */
export function CalendarTaskChip({ task, onOpen, showTime = true }: { task: TTask; onOpen: (task: TTask) => void; showTime?: boolean }) {
  const { t, i18n } = useTranslation('tasks');
  const time = task.dueAt ? new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(new Date(task.dueAt)) : '';
  return (
    <button
      type="button"
      onClick={() => onOpen(task)}
      className={cn(
        'flex w-full min-w-0 cursor-pointer items-center gap-1.5 rounded px-1.5 py-0.5 text-left text-xs hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        task.status === 'overdue' && 'bg-destructive/10 text-destructive',
        (task.status === 'completed' || task.status === 'archived') && 'text-muted-foreground line-through',
      )}
      title={task.title}
      data-testid="calendar-task"
    >
      <span className={cn('size-2 shrink-0 rounded-full', PRIORITY_DOTS[task.priority])} aria-hidden="true" />
      <span className="sr-only">{t('priorityBadge', { priority: t(`priority.${task.priority}`) })}, </span>
      {showTime && time && <span className="shrink-0 tabular-nums opacity-80">{time}</span>}
      <span className="min-w-0 truncate">{task.title}</span>
      <RecurrenceIcon recurrence={task.recurrence} className="text-current" />
      {task.status === 'overdue' && <span className="sr-only">, {t('status.overdue')}</span>}
    </button>
  );
}
