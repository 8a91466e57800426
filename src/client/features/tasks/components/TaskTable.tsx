import { useEffect, useRef } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TTask } from '@shared/tasks/tasks.schema';
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

function SortableHeader({ field, sort, onSort, className }: { field: string; sort: string; onSort: (sort: string) => void; className?: string }) {
  const { t } = useTranslation('tasks');
  const [current, direction] = sort.split(':');
  const active = current === field;
  const Icon = !active ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" className={cn(CELL, 'font-medium', className)} aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button
        type="button"
        className="inline-flex cursor-pointer items-center gap-1 rounded hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onClick={() => onSort(`${field}:${active && direction === 'asc' ? 'desc' : 'asc'}`)}
        data-testid={`task-sort-${field}`}
      >
        {t(`columns.${field}`)}
        <Icon className={cn('size-3.5', !active && 'opacity-50')} aria-hidden="true" />
      </button>
    </th>
  );
}

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
            <SortableHeader field="title" sort={sort} onSort={onSort} />
            <SortableHeader field="status" sort={sort} onSort={onSort} />
            <SortableHeader field="priority" sort={sort} onSort={onSort} />
            <SortableHeader field="dueAt" sort={sort} onSort={onSort} />
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
