import { CalendarClock, ListChecks, MessageSquare, Paperclip, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TTask } from '@shared/tasks/tasks.schema';
import { cn } from '../../../lib/cn';
import { formatShortDue } from '../lib/format';
import { RecurrenceIcon, TaskPriorityBadge, TaskStatusBadge } from './TaskBadges';

/** An icon and a short count, read out in full by screen readers. */
function CountChip({ icon: Icon, shown, label }: { icon: LucideIcon; shown: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1" title={label}>
      <Icon className="size-3.5" aria-hidden="true" />
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The small facts under a task's title: repeat, subtasks done, comments, files, tags. */
export function TaskCounts({ task, className }: { task: TTask; className?: string }) {
  const { t } = useTranslation('tasks');
  const hasAny = task.recurrence !== 'none' || task.subtaskCount > 0 || task.commentCount > 0 || task.attachmentCount > 0 || task.tags.length > 0;
  if (!hasAny) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground', className)}>
      <RecurrenceIcon recurrence={task.recurrence} />
      {task.subtaskCount > 0 && <CountChip icon={ListChecks} shown={`${task.subtasksDone}/${task.subtaskCount}`} label={t('counts.subtasks', { done: task.subtasksDone, total: task.subtaskCount })} />}
      {task.commentCount > 0 && <CountChip icon={MessageSquare} shown={String(task.commentCount)} label={t('counts.comments', { count: task.commentCount })} />}
      {task.attachmentCount > 0 && <CountChip icon={Paperclip} shown={String(task.attachmentCount)} label={t('counts.attachments', { count: task.attachmentCount })} />}
      {task.tags.map((tag) => (
        <span key={tag} className="rounded-full bg-secondary px-2 py-0.5 text-secondary-foreground">
          #{tag}
        </span>
      ))}
    </div>
  );
}

/** When the task is due, red once overdue; "No due date" otherwise. */
export function TaskDue({ task, className }: { task: TTask; className?: string }) {
  const { t, i18n } = useTranslation('tasks');
  return (
    <span className={cn('inline-flex items-center gap-1 whitespace-nowrap', task.status === 'overdue' ? 'font-medium text-destructive' : 'text-muted-foreground', className)}>
      <CalendarClock className="size-3.5 shrink-0" aria-hidden="true" />
      {task.dueAt ? <time dateTime={task.dueAt}>{formatShortDue(task.dueAt, i18n.language)}</time> : t('row.noDue')}
    </span>
  );
}

/** Who does it and whom it is about. */
export function TaskPeople({ task, className }: { task: TTask; className?: string }) {
  const { t } = useTranslation('tasks');
  return (
    <span className={cn('inline-flex min-w-0 flex-col text-xs text-muted-foreground', className)}>
      <span className="inline-flex min-w-0 items-center gap-1">
        <UserRound className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="truncate">{task.assignee ? task.assignee.name : t('assignee.me')}</span>
      </span>
      {task.linked && <span className="truncate pl-4.5">{t('row.about', { name: task.linked.name })}</span>}
    </span>
  );
}

/** Under a card's title: status and priority, due date and people, then the counts. */
export function TaskCardFacts({ task, showStatus = true }: { task: TTask; showStatus?: boolean }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-1.5">
        {showStatus && <TaskStatusBadge status={task.status} />}
        <TaskPriorityBadge priority={task.priority} />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <TaskDue task={task} />
        <TaskPeople task={task} />
      </div>
      <TaskCounts task={task} />
    </>
  );
}
