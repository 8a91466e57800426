import { useRef, useState } from 'react';
import { DndContext, DragOverlay, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { ChevronsRight, ListTodo, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TASK_COLUMNS, type TTaskColumn } from '@shared/tasks/tasks.constants';
import type { TTask } from '@shared/tasks/tasks.schema';
import { Skeleton } from '../../../components/ui/skeleton';
import { FilterableListEmpty, ListError } from '../../../components/ui/list-states';
import { useScrollEdges } from '../../../components/ui/use-scroll-edges';
import { MOBILE_BREAKPOINT, useMinWidth } from '../../../app/shell/use-viewport';
import { cn } from '../../../lib/cn';
import { recordListTexts } from '../../../lib/record-texts';
import { useMoveTask } from '../api/board.api';
import { useTaskBoard, type TTaskFilters } from '../api/tasks.api';
import { DragHandle } from '../../../components/ui/drag-handle';
import { KanbanCardBody } from './KanbanCard';
import { KanbanColumn } from './KanbanColumn';
import { kanbanAnnouncements, kanbanCollisions, useKanbanSensors } from '../../../lib/kanban-dnd';

interface TTaskKanbanProps {
  filters: TTaskFilters;
  filtered: boolean;
  onOpen: (task: TTask) => void;
  onAdd: () => void;
  onClearFilters: () => void;
}

type TData = { task?: TTask; column?: TTaskColumn } | undefined;

/** The board: todo, done and archived columns of the filtered tasks; a drop stores the column's status. */
export function TaskKanban({ filters, filtered, onOpen, onAdd, onClearFilters }: TTaskKanbanProps) {
  const { t } = useTranslation('tasks');
  const board = useTaskBoard(filters);
  const move = useMoveTask(filters);
  const [dragged, setDragged] = useState<TTask | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller);
  const wide = useMinWidth(MOBILE_BREAKPOINT);
  const sensors = useKanbanSensors();
  const texts = recordListTexts(t);

  const announcements = kanbanAnnouncements(
    (moment, title, column) => t(`kanban.announce.${moment}`, { title, column }),
    (data) => (data as TData)?.task?.title ?? '',
    (data) => ((data as TData)?.column ? t(`column.${(data as TData)!.column}`) : ''),
  );

  const onDragStart = ({ active }: DragStartEvent) => setDragged((active.data.current as TData)?.task ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const task = (active.data.current as TData)?.task;
    const column = (over?.data.current as TData)?.column;
    if (task && column && column !== task.column) move.mutate({ id: task.id, column });
  };

  if (board.isError && !board.data) return <ListError message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void board.refetch()} />;
  if (!board.data) {
    return (
      <div className="grid gap-3 md:grid-cols-3" aria-busy="true" aria-label={texts.loading}>
        {TASK_COLUMNS.map((column) => (
          <div key={column} className="space-y-2 rounded-lg border bg-muted/40 p-2">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (board.data.columns.every((column) => column.total === 0)) {
    return <FilterableListEmpty filtered={filtered} icon={ListTodo} filteredIcon={SearchX} texts={texts} onClear={onClearFilters} onAdd={onAdd} testId="tasks-empty" />;
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={kanbanCollisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('kanban.instructions') } }}
    >
      {!wide && (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="kanban-scroll-hint">
          <ChevronsRight className="size-4" aria-hidden="true" />
          {t('kanban.scrollHint')}
        </p>
      )}
      <div
        ref={scroller}
        data-more-before={edges.before}
        data-more-after={edges.after}
        // The fade says "more this way" on a phone, where the columns scroll sideways.
        className={cn('relative -mx-4 flex snap-x snap-mandatory scroll-px-4 items-stretch gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:snap-none md:overflow-visible md:px-0', !wide && 'scroll-fade-x')}
        data-testid="kanban-board"
        aria-busy={move.isPending || undefined}
      >
        {board.data.columns.map((column) => (
          <KanbanColumn key={column.column} column={column.column} total={column.total} items={column.items} onOpen={onOpen} />
        ))}
      </div>
      <DragOverlay>{dragged && <KanbanCardBody task={dragged} onOpen={() => undefined} handle={<DragHandle label="" tabIndex={-1} aria-hidden="true" />} />}</DragOverlay>
    </DndContext>
  );
}
