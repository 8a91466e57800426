import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTask } from '@shared/tasks/tasks.schema';
import { SortHeader } from '../../../components/ui/sort-header';
import { cn } from '../../../lib/cn';
import { TaskPriorityBadge, TaskStatusBadge } from './TaskBadges';
import { TaskCounts, TaskDue, TaskPeople } from './TaskMeta';
import { TaskRowMenu, type TTaskHandlers } from './TaskRowMenu';

export interface TTaskSelection {
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
}

interface TTaskTableProps extends TTaskSelection {
  tasks: TTask[];
  sort: string;
  onSort: (sort: string) => void;
  handlers: TTaskHandlers;
}

const CELL = 'px-3 py-2.5 text-left align-middle';
const CHECKBOX = 'size-4 cursor-pointer rounded border-input accent-primary';

/** "Select all on this page", partly ticked when only some are. */
export function SelectAllBox({ tasks, selected, onSelect }: TTaskSelection & { tasks: TTask[] }) {
  const { t } = useTranslation('tasks');
  const ref = useRef<HTMLInputElement>(null);
  const count = tasks.filter((task) => selected.has(task.id)).length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && count < tasks.length;
  }, [count, tasks.length]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={CHECKBOX}
      checked={count > 0 && count === tasks.length}
      onChange={(e) => onSelect(tasks.map((task) => task.id), e.target.checked)}
      aria-label={t('bulk.selectAll')}
      data-testid="task-select-all"
    />
  );
}

export function SelectBox({ task, selected, onSelect }: TTaskSelection & { task: TTask }) {
  const { t } = useTranslation('tasks');
  return (
    <input
      type="checkbox"
      className={CHECKBOX}
      checked={selected.has(task.id)}
      onChange={(e) => onSelect([task.id], e.target.checked)}
      aria-label={t('bulk.select', { title: task.title })}
      data-testid="task-select"
    />
  );
}

/** The title, as the button that opens the task. */
export function TaskTitleButton({ task, onOpen, className }: { task: TTask; onOpen: (task: TTask) => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(task)}
      className={cn(
        'block max-w-full cursor-pointer truncate text-left font-medium hover:underline focus-visible:underline focus-visible:outline-none',
        task.status === 'completed' && 'text-muted-foreground line-through',
        className,
      )}
      data-testid="task-title"
    >
      {task.title}
    </button>
  );
}

/** The list view from the medium breakpoint up: sortable columns, a box per row to select it. */
export function TaskTable({ tasks, sort, onSort, handlers, selected, onSelect }: TTaskTableProps) {
  const { t } = useTranslation('tasks');
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full text-sm" data-testid="task-table">
        <thead className="whitespace-nowrap border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className={cn(CELL, 'w-10')}>
              <SelectAllBox tasks={tasks} selected={selected} onSelect={onSelect} />
            </th>
            <SortHeader field="title" label={t('columns.title')} sort={sort} onSort={onSort} data-testid="task-sort-title" />
            <SortHeader field="status" label={t('columns.status')} sort={sort} onSort={onSort} data-testid="task-sort-status" />
            <SortHeader field="priority" label={t('columns.priority')} sort={sort} onSort={onSort} data-testid="task-sort-priority" />
            <SortHeader field="dueAt" label={t('columns.dueAt')} sort={sort} onSort={onSort} data-testid="task-sort-dueAt" />
            <th scope="col" className={cn(CELL, 'hidden font-medium lg:table-cell')}>
              {t('columns.people')}
            </th>
            <th scope="col" className={cn(CELL, 'w-12')}>
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => (
            <tr key={task.id} className={cn('border-b last:border-0 hover:bg-muted/40', selected.has(task.id) && 'bg-primary/5')} data-testid="task-row" data-task-id={task.id}>
              <td className={CELL}>
                <SelectBox task={task} selected={selected} onSelect={onSelect} />
              </td>
              <td className={cn(CELL, 'max-w-72 xl:max-w-96')}>
                <TaskTitleButton task={task} onOpen={handlers.onOpen} />
                <TaskCounts task={task} className="mt-1" />
              </td>
              <td className={CELL}>
                <TaskStatusBadge status={task.status} />
              </td>
              <td className={CELL}>
                <TaskPriorityBadge priority={task.priority} />
              </td>
              <td className={cn(CELL, 'text-xs')}>
                <TaskDue task={task} />
              </td>
              <td className={cn(CELL, 'hidden max-w-48 lg:table-cell')}>
                <TaskPeople task={task} />
              </td>
              <td className={cn(CELL, 'text-right')}>
                <TaskRowMenu task={task} handlers={handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
