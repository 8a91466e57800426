import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { TTaskColumn } from '@shared/tasks/tasks.constants';
import type { TTask } from '@shared/tasks/tasks.schema';
import { cn } from '../../../lib/cn';
import { formatCount } from '../lib/format';
import { KanbanCard } from './KanbanCard';
import { columnDropId } from './kanban-dnd';

interface TKanbanColumnProps {
  column: TTaskColumn;
  total: number;
  items: TTask[];
  onOpen: (task: TTask) => void;
}

/** One column of the board with its total; the cards it holds may be fewer (the board caps each column). */
export function KanbanColumn({ column, total, items, onOpen }: TKanbanColumnProps) {
  const { t, i18n } = useTranslation('tasks');
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(column), data: { column } });
  const headingId = `kanban-${column}-heading`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        'flex w-[78vw] max-w-80 shrink-0 snap-start flex-col gap-2 rounded-lg border bg-muted/40 p-2 transition-colors md:w-auto md:max-w-none md:flex-1 md:shrink',
        isOver && 'border-primary bg-primary/5 ring-2 ring-primary/40',
      )}
      data-testid={`kanban-column-${column}`}
      data-kanban-column={column}
    >
      <header className="flex items-center justify-between gap-2 px-1.5 py-1">
        <h2 id={headingId} className="text-sm font-semibold">
          {t(`column.${column}`)}
        </h2>
        <span className="rounded-full bg-card px-2 py-0.5 text-xs font-medium tabular-nums text-muted-foreground shadow-sm" data-testid="kanban-column-total">
          <span aria-hidden="true">{formatCount(total, i18n.language)}</span>
          <span className="sr-only">{t('kanban.total', { count: total })}</span>
        </span>
      </header>
      <ul className="flex min-h-24 flex-1 flex-col gap-2" aria-labelledby={headingId}>
        {items.map((task) => (
          <KanbanCard key={task.id} task={task} onOpen={onOpen} />
        ))}
        {items.length === 0 && <li className="grid flex-1 place-items-center rounded-md border border-dashed p-4 text-center text-xs text-muted-foreground">{t('kanban.emptyColumn')}</li>}
      </ul>
      {total > items.length && <p className="px-1.5 text-xs text-muted-foreground">{t('kanban.more', { shown: items.length, total })}</p>}
    </section>
  );
}
