import { useRef, useState } from 'react';
import { DndContext, DragOverlay, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { ChevronsRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TDeal, TDealBoard } from '@shared/deals/deals.schema';
import { DragHandle } from '../../../components/ui/drag-handle';
import { useScrollEdges } from '../../../components/ui/use-scroll-edges';
import { kanbanAnnouncements, kanbanCollisions, useKanbanSensors } from '../../../lib/kanban-dnd';
import { cn } from '../../../lib/cn';
import { useStageLabel } from '../../../lib/stage-label';
import type { TDealFilterParams } from '../lib/use-pipeline-params';
import { DealCardBody } from './DealCard';
import { DealColumn } from './DealColumn';
import type { TDealHandlers } from './DealMenu';

interface TDealKanbanProps {
  board: TDealBoard;
  filters: TDealFilterParams;
  handlers: TDealHandlers;
  /** A move is being stored (the board says it is busy). */
  moving: boolean;
}

type TData = { deal?: TDeal; stage?: string } | undefined;

/**
 * The board: a column per stage, scrolling sideways. A drop asks the page to move the deal
 * (which confirms a closed stage first); the keyboard does the same from a card's handle.
 */
export function DealKanban({ board, filters, handlers, moving }: TDealKanbanProps) {
  const { t } = useTranslation('pipeline');
  const label = useStageLabel();
  const [dragged, setDragged] = useState<TDeal | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller);
  const sensors = useKanbanSensors();

  const announcements = kanbanAnnouncements(
    (moment, title, stage) => t(`kanban.announce.${moment}`, { title, stage }),
    (data) => (data as TData)?.deal?.title ?? '',
    (data) => ((data as TData)?.stage ? label((data as TData)!.stage!) : ''),
  );

  const onDragStart = ({ active }: DragStartEvent) => setDragged((active.data.current as TData)?.deal ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const deal = (active.data.current as TData)?.deal;
    const stage = (over?.data.current as TData)?.stage;
    if (deal && stage && stage !== deal.stage) handlers.onMove(deal, stage);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={kanbanCollisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('kanban.instructions') } }}
    >
      {(edges.before || edges.after) && (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="kanban-scroll-hint">
          <ChevronsRight className="size-4" aria-hidden="true" />
          {t('kanban.scrollHint')}
        </p>
      )}
      <div
        ref={scroller}
        data-more-before={edges.before}
        data-more-after={edges.after}
        // The fade says "more this way" where the columns run past the edge. Positioned, so the
        // columns' sr-only labels (absolute) are clipped here instead of widening the page.
        className={cn('relative -mx-4 flex snap-x snap-mandatory scroll-px-4 items-stretch gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:snap-none sm:px-0', (edges.before || edges.after) && 'scroll-fade-x')}
        data-testid="deal-board"
        aria-busy={moving || undefined}
      >
        {board.stages.map((column, index) => (
          <DealColumn key={column.stage} column={column} index={index} filters={filters} handlers={handlers} />
        ))}
      </div>
      <DragOverlay>
        {dragged && <DealCardBody deal={dragged} handlers={handlers} handle={<DragHandle label="" tabIndex={-1} aria-hidden="true" />} menu={null} />}
      </DragOverlay>
    </DndContext>
  );
}
