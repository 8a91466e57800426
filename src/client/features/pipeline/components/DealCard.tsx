import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDeal } from '@shared/deals/deals.schema';
import { Card } from '../../../components/ui/card';
import { DragHandle } from '../../../components/ui/drag-handle';
import { cn } from '../../../lib/cn';
import { useKanbanDraggable } from '../../../lib/kanban-dnd';
import { DealCloseDate, DealMoney, DealTags, DealWho } from './DealBits';
import { DealMenu, type TDealHandlers } from './DealMenu';

/** The title, as the button that opens the deal's detail. */
export function DealTitleButton({ deal, onOpen, className }: { deal: TDeal; onOpen: (deal: TDeal) => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(deal)}
      className={cn('block max-w-full cursor-pointer text-left font-medium hover:underline focus-visible:underline focus-visible:outline-none', className)}
      data-testid="deal-title"
    >
      {deal.title}
    </button>
  );
}

/** What a card shows, also under the pointer while it is dragged. */
export function DealCardBody({ deal, handlers, handle, menu }: { deal: TDeal; handlers: TDealHandlers; handle: ReactNode; menu: ReactNode }) {
  return (
    <Card className="flex gap-1 p-2.5 pl-1">
      {handle}
      <div className="min-w-0 flex-1 space-y-1.5">
        <DealTitleButton deal={deal} onOpen={handlers.onOpen} className="break-words text-sm leading-snug" />
        <DealWho deal={deal} />
        <DealMoney deal={deal} />
        <DealCloseDate deal={deal} />
        <DealTags tags={deal.tags} />
      </div>
      <div className="-mr-1 -mt-1">{menu}</div>
    </Card>
  );
}

/**
 * A deal on the board. The mouse or a finger (after a short press) drags the whole card; the
 * keyboard picks it up from its handle, a button named "Move …"; the menu moves it without dragging.
 */
export function DealCard({ deal, handlers }: { deal: TDeal; handlers: TDealHandlers }) {
  const { t } = useTranslation('pipeline');
  const { item, handle, isDragging } = useKanbanDraggable(deal.id, { deal });
  return (
    <li {...item} className={cn('list-none', isDragging && 'opacity-40')} data-testid="deal-card" data-deal-id={deal.id}>
      <DealCardBody
        deal={deal}
        handlers={handlers}
        handle={<DragHandle {...handle} label={t('kanban.move', { title: deal.title })} />}
        menu={<DealMenu deal={deal} handlers={handlers} />}
      />
    </li>
  );
}
