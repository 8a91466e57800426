import type { ButtonHTMLAttributes, KeyboardEventHandler, MouseEventHandler, ReactNode, Ref, TouchEventHandler } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TTask } from '@shared/tasks/tasks.schema';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { TaskCardFacts } from './TaskMeta';
import { TaskTitleButton } from './TaskTable';

/** What a card shows, also under the pointer while it is dragged. */
export function KanbanCardBody({ task, onOpen, handle }: { task: TTask; onOpen: (task: TTask) => void; handle: ReactNode }) {
  return (
    <Card className="flex gap-1.5 p-3 pl-1.5">
      {handle}
      <div className="min-w-0 flex-1 space-y-2">
        <TaskTitleButton task={task} onOpen={onOpen} className="whitespace-normal break-words" />
        {/* Done and archived say so by their column. */}
        <TaskCardFacts task={task} showStatus={task.status !== 'completed' && task.status !== 'archived'} />
      </div>
    </Card>
  );
}

export function DragHandle({ label, ...props }: { label: string } & ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      type="button"
      aria-label={label}
      className="grid h-8 w-6 shrink-0 cursor-grab touch-none place-items-center rounded text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
      data-testid="kanban-handle"
      {...props}
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  );
}

/**
 * A task on the board. The mouse or a finger (after a short press) drags the whole card; the
 * keyboard picks it up from its handle, a button named "Move …".
 */
export function KanbanCard({ task, onOpen }: { task: TTask; onOpen: (task: TTask) => void }) {
  const { t } = useTranslation('tasks');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: task.id, data: { task } });
  // dnd-kit types its listeners loosely: one per sensor, named by the event that starts it.
  const start = listeners as { onMouseDown?: MouseEventHandler; onTouchStart?: TouchEventHandler; onKeyDown?: KeyboardEventHandler } | undefined;
  return (
    <li
      ref={setNodeRef}
      onMouseDown={start?.onMouseDown}
      onTouchStart={start?.onTouchStart}
      className={cn('list-none', isDragging && 'opacity-40')}
      data-testid="kanban-card"
      data-task-id={task.id}
    >
      <KanbanCardBody
        task={task}
        onOpen={onOpen}
        handle={<DragHandle ref={setActivatorNodeRef} {...attributes} onKeyDown={start?.onKeyDown} label={t('kanban.move', { title: task.title })} />}
      />
    </li>
  );
}
