import { ArrowRight, Eye, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TDeal } from '@shared/deals/deals.schema';
import { Button } from '../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';
import { useStageLabel } from '../../../lib/stage-label';
import { usePipelineStages } from '../lib/stages';

/** What a deal's card, row or detail can ask for. */
export interface TDealHandlers {
  onOpen: (deal: TDeal) => void;
  onEdit: (deal: TDeal) => void;
  /** Asks first for a closed stage (use-deal-move). */
  onMove: (deal: TDeal, stage: string) => void;
  onDelete: (deal: TDeal) => void;
}

/** An item per stage the deal is not in, in board order. */
function MoveItems({ deal, onMove }: { deal: TDeal; onMove: TDealHandlers['onMove'] }) {
  const { t } = useTranslation('pipeline');
  const label = useStageLabel();
  const stages = usePipelineStages().filter((stage) => stage !== deal.stage);
  return stages.map((stage) => (
    <DropdownMenuItem key={stage} onSelect={() => onMove(deal, stage)} aria-label={t('row.moveToStage', { stage: label(stage) })} data-testid="deal-move-to" data-stage={stage}>
      <ArrowRight className="size-4 text-muted-foreground" aria-hidden="true" />
      <span className="truncate">{label(stage)}</span>
    </DropdownMenuItem>
  ));
}

/** "Move to…" as a button of its own (the detail's). */
export function DealMoveMenu({ deal, onMove }: { deal: TDeal; onMove: TDealHandlers['onMove'] }) {
  const { t } = useTranslation('pipeline');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="outline" data-testid="deal-detail-move">
          <ArrowRight aria-hidden="true" />
          {t('row.moveTo')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-(--radix-dropdown-menu-content-available-height) min-w-52 overflow-y-auto">
        <MoveItems deal={deal} onMove={onMove} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * A deal's actions: open, edit, move to another stage without dragging, delete. The stages are
 * the owner's, in board order.
 */
export function DealMenu({ deal, handlers, open = true }: { deal: TDeal; handlers: TDealHandlers; open?: boolean }) {
  const { t } = useTranslation('pipeline');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={t('row.menu', { title: deal.title })} data-testid="deal-menu">
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-(--radix-dropdown-menu-content-available-height) min-w-52 overflow-y-auto">
        {open && (
          <DropdownMenuItem onSelect={() => handlers.onOpen(deal)} data-testid="deal-open">
            <Eye className="size-4" aria-hidden="true" />
            {t('row.open')}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => handlers.onEdit(deal)} data-testid="deal-edit">
          <Pencil className="size-4" aria-hidden="true" />
          {t('row.edit')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{t('row.moveTo')}</DropdownMenuLabel>
        <MoveItems deal={deal} onMove={handlers.onMove} />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => handlers.onDelete(deal)} className="text-destructive data-[highlighted]:text-destructive" data-testid="deal-delete">
          <Trash2 className="size-4" aria-hidden="true" />
          {t('row.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
