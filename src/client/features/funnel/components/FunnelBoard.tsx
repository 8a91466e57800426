import { useEffect, useRef, useState } from 'react';
import { DndContext, DragOverlay, type Announcements, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { ChevronsRight } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TFunnelBoard, TFunnelCard } from '@shared/funnel/funnel.schema';
import { isFunnelStage, type TFunnelStage } from '@shared/funnel/funnel.rules';
import { DragHandle } from '../../../components/ui/drag-handle';
import { useScrollEdges } from '../../../components/ui/use-scroll-edges';
import { kanbanCollisions, useKanbanSensors } from '../../../lib/kanban-dnd';
import type { TFunnelMove } from '../api/funnel.api';
import type { TPlacedCard } from '../lib/board';
import { useFunnelStageLabel } from '../lib/use-stage-label';
import { FunnelCardBody } from './FunnelCard';
import { FunnelColumn } from './FunnelColumn';

type TData = { card?: TFunnelCard; stage?: TFunnelStage } | undefined;

/** One clock for every card's "time in stage", ticking each minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface TFunnelBoardProps {
  board: TFunnelBoard;
  q: string;
  busyId?: string;
  onOpen: (card: TFunnelCard) => void;
  onMove: (move: TFunnelMove) => void;
}

/** The twelve stage columns side by side (scrolling sideways); a drop or the "Move to…" menu moves a card. */
export function FunnelBoard({ board, q, busyId, onOpen, onMove }: TFunnelBoardProps) {
  const { t } = useTranslation('funnel');
  const label = useFunnelStageLabel();
  const sensors = useKanbanSensors();
  const now = useNow();
  const [dragged, setDragged] = useState<TPlacedCard | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller);

  const nameOf = (data: TData) => data?.card?.name ?? '';
  const stageOf = (data: TData) => (data?.stage ? label(data.stage) : '');
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('board.announce.start', { name: nameOf(active.data.current as TData) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('board.announce.over', { name: nameOf(active.data.current as TData), stage: stageOf(over.data.current as TData) })
        : t('board.announce.outside', { name: nameOf(active.data.current as TData) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('board.announce.drop', { name: nameOf(active.data.current as TData), stage: stageOf(over.data.current as TData) })
        : t('board.announce.cancel', { name: nameOf(active.data.current as TData) }),
    onDragCancel: ({ active }) => t('board.announce.cancel', { name: nameOf(active.data.current as TData) }),
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const data = active.data.current as TData;
    setDragged(data?.card && data.stage ? { card: data.card, stage: data.stage } : null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const from = active.data.current as TData;
    if (!over || !from?.card || !from.stage) return;
    const to = (over.data.current as TData)?.stage;
    if (!isFunnelStage(to)) {
      toast.error(t('toasts.columnNotFound'), { description: t('toasts.columnNotFoundText') });
      return;
    }
    onMove({ card: from.card, stage: from.stage, to });
  };
  const moveFromMenu = (card: TFunnelCard, stage: TFunnelStage, to: TFunnelStage) => onMove({ card, stage, to });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={kanbanCollisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('board.instructions') } }}
    >
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="funnel-scroll-hint">
        <ChevronsRight className="size-4" aria-hidden="true" />
        {t('board.scrollHint')}
      </p>
      <div
        ref={scroller}
        role="region"
        aria-label={t('board.label')}
        // Focusable, so the keyboard can scroll the columns too.
        tabIndex={0}
        data-more-before={edges.before}
        data-more-after={edges.after}
        className="scroll-fade-x relative -mx-4 flex snap-x snap-mandatory scroll-px-4 items-stretch gap-3 overflow-x-auto px-4 pb-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:mx-0 md:snap-none md:px-0"
        data-testid="funnel-board"
        aria-busy={busyId ? true : undefined}
      >
        {board.stages.map((column) => (
          <FunnelColumn key={column.stage} column={column} q={q} now={now} busyId={busyId} onOpen={onOpen} onMove={moveFromMenu} />
        ))}
      </div>
      <DragOverlay>
        {dragged && (
          <FunnelCardBody card={dragged.card} stage={dragged.stage} now={now} onOpen={() => undefined} onMove={() => undefined} handle={<DragHandle label="" tabIndex={-1} aria-hidden="true" />} />
        )}
      </DragOverlay>
    </DndContext>
  );
}
