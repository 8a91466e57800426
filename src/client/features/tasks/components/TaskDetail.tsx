import type { ReactNode } from 'react';
import { CheckCircle2, Copy, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTaskDetail } from '@shared/tasks/tasks.schema';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { useTask } from '../api/tasks.api';
import { formatDueDate, formatHours } from '../lib/format';
import { AttachmentList } from './AttachmentList';
import { CommentList } from './CommentList';
import { SubtaskList } from './SubtaskList';
import { RecurrenceIcon, TaskPriorityBadge, TaskStatusBadge } from './TaskBadges';
import type { TTaskHandlers } from './TaskRowMenu';
import { SheetDescription, SheetLoadState, SheetTitle } from '../../../components/ui/sheet';

/** The open task: its facts and actions, then its subtasks, files and comments. */
export function TaskDetail({ id, handlers }: { id: string; handlers: Omit<TTaskHandlers, 'onOpen'> }) {
  const { t } = useTranslation('tasks');
  const detail = useTask(id);

  if (!detail.data) {
    return (
      <SheetLoadState
        failed={detail.isError}
        gone={detail.error instanceof ApiError && detail.error.status === 404}
        onRetry={() => void detail.refetch()}
        texts={{ notFound: t('detail.notFound'), loadFailed: t('detail.loadFailed'), loading: t('detail.loading'), retry: t('list.retry') }}
      />
    );
  }
  return <TaskDetailContent task={detail.data} handlers={handlers} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

function TaskDetailContent({ task, handlers }: { task: TTaskDetail; handlers: Omit<TTaskHandlers, 'onOpen'> }) {
  const { t, i18n } = useTranslation('tasks');
  const lang = i18n.language;
  const completed = task.status === 'completed';
  const none = <span className="text-muted-foreground">—</span>;

  return (
    <div className="space-y-6" data-testid="task-detail-content">
      <header className="space-y-2">
        <SheetTitle className="break-words text-xl font-semibold leading-snug" data-testid="task-detail-title">
          {task.title}
        </SheetTitle>
        <div className="flex flex-wrap items-center gap-1.5">
          <TaskStatusBadge status={task.status} />
          <TaskPriorityBadge priority={task.priority} />
          <RecurrenceIcon recurrence={task.recurrence} />
        </div>
        <SheetDescription className={task.status === 'overdue' ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
          {task.dueAt ? t('detail.due', { date: formatDueDate(task.dueAt, lang) }) : t('row.noDue')}
        </SheetDescription>
      </header>

      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant={completed ? 'outline' : 'default'} onClick={() => handlers.onToggleComplete(task)} data-testid="task-detail-complete">
          {completed ? <RotateCcw aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
          {completed ? t('row.reopen') : t('row.complete')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => handlers.onEdit(task)} data-testid="task-detail-edit">
          <Pencil aria-hidden="true" />
          {t('row.edit')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => handlers.onDuplicate(task)}>
          <Copy aria-hidden="true" />
          {t('row.duplicate')}
        </Button>
        <Button size="sm" variant="outline" className="text-destructive hover:text-destructive" onClick={() => handlers.onDelete(task)}>
          <Trash2 aria-hidden="true" />
          {t('row.delete')}
        </Button>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg border bg-card p-4">
        <Fact label={t('form.recurrence')}>{t(`recurrence.${task.recurrence}`)}</Fact>
        <Fact label={t('form.remindAt')}>{task.remindAt ? formatDueDate(task.remindAt, lang) : none}</Fact>
        <Fact label={t('form.assignee')}>{task.assignee?.name ?? t('assignee.me')}</Fact>
        <Fact label={t('form.link')}>
          {task.linked ? (
            <>
              {/* Prospects have a page of their own. */}
              {task.linked.type === 'prospect' ? (
                <Link to={`/prospects/${task.linked.id}`} className="font-medium text-primary hover:underline">
                  {task.linked.name}
                </Link>
              ) : (
                task.linked.name
              )}{' '}
              <span className="text-xs text-muted-foreground">({t(`link.type.${task.linked.type}`)})</span>
            </>
          ) : (
            none
          )}
        </Fact>
        <Fact label={t('form.estimatedHours')}>{task.estimatedHours === null ? none : t('detail.hours', { hours: formatHours(task.estimatedHours, lang) })}</Fact>
        <Fact label={t('form.actualHours')}>{task.actualHours === null ? none : t('detail.hours', { hours: formatHours(task.actualHours, lang) })}</Fact>
        <div className="col-span-2">
          <Fact label={t('form.tags')}>
            {task.tags.length === 0 ? (
              none
            ) : (
              <span className="flex flex-wrap gap-1.5 pt-0.5">
                {task.tags.map((tag) => (
                  <span key={tag} className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
                    #{tag}
                  </span>
                ))}
              </span>
            )}
          </Fact>
        </div>
      </dl>

      {task.description && <p className="whitespace-pre-wrap break-words text-sm">{task.description}</p>}

      <SubtaskList taskId={task.id} subtasks={task.subtasks} />
      <AttachmentList taskId={task.id} attachments={task.attachments} />
      <CommentList taskId={task.id} comments={task.comments} />
    </div>
  );
}
