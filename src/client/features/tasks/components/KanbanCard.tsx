import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTask } from '@shared/tasks/tasks.schema';
import { Card } from '../../../components/ui/card';
import { DragHandle } from '../../../components/ui/drag-handle';
import { cn } from '../../../lib/cn';
import { useKanbanDraggable } from '../../../lib/kanban-dnd';
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

/**
 * A task on the board. The mouse or a finger (after a short press) drags the whole card; the
 * keyboard picks it up from its handle, a button named "Move …".
 */
export function KanbanCard({ task, onOpen }: { task: TTask; onOpen: (task: TTask) => void }) {
  const { t } = useTranslation('tasks');
  const { item, handle, isDragging } = useKanbanDraggable(task.id, { task });
  return (
    <li {...item} className={cn('list-none', isDragging && 'opacity-40')} data-testid="kanban-card" data-task-id={task.id}>
      <KanbanCardBody
        task={task}
        onOpen={onOpen}
        handle={<DragHandle {...handle} label={t('kanban.move', { title: task.title })} />}
      />
    </li>
  );
}
