import type { KeyboardEventHandler, MouseEventHandler, ReactNode, TouchEventHandler } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { Building2, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunnelCard } from '@shared/funnel/funnel.schema';
import type { TFunnelStage } from '@shared/funnel/funnel.rules';
import { Card } from '../../../components/ui/card';
import { DragHandle } from '../../../components/ui/drag-handle';
import { cn } from '../../../lib/cn';
import { LeadScoreBar } from '../../prospects/components/LeadScoreBar';
import { ProspectStatusBadge } from '../../prospects/components/ProspectStatusBadge';
import { formatDateTime, formatTimeInStage } from '../lib/board';
import { MoveMenu } from './MoveMenu';

interface TCardProps {
  card: TFunnelCard;
  stage: TFunnelStage;
  onOpen: (card: TFunnelCard) => void;
  onMove: (card: TFunnelCard, stage: TFunnelStage, to: TFunnelStage) => void;
  /** When "now" is, for the time in stage (one clock for the whole board). */
  now: number;
  busy?: boolean;
}

/** What a card shows, also under the pointer while it is dragged. */
export function FunnelCardBody({ card, stage, onOpen, onMove, now, busy, handle }: TCardProps & { handle: ReactNode }) {
  const { t, i18n } = useTranslation('funnel');
  return (
    <Card className={cn('flex gap-1 p-2.5 pl-1', busy && 'opacity-70')}>
      {handle}
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex items-start justify-between gap-1">
          <button
            type="button"
            onClick={() => onOpen(card)}
            className="min-w-0 cursor-pointer break-words rounded-sm pt-1 text-left text-sm font-semibold leading-snug hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={t('card.open', { name: card.name })}
            data-testid="funnel-card-open"
          >
            {card.name}
          </button>
          <MoveMenu name={card.name} stage={stage} onMove={(to) => onMove(card, stage, to)} variant="icon" disabled={busy} />
        </div>
        {card.companyName && (
          <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
            <Building2 className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{card.companyName}</span>
          </p>
        )}
        <div className="flex items-center gap-2">
          <ProspectStatusBadge status={card.status} className="px-1.5 py-0 text-[11px]" />
          <LeadScoreBar score={card.leadScore} className="min-w-0 flex-1" />
        </div>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Clock className="size-3.5 shrink-0" aria-hidden="true" />
          <time dateTime={card.stageUpdatedAt} title={t('card.since', { date: formatDateTime(card.stageUpdatedAt, i18n.language) })} data-testid="funnel-card-time">
            {t('card.inStage', { duration: formatTimeInStage(card.stageUpdatedAt, now, i18n.language) })}
          </time>
        </p>
      </div>
    </Card>
  );
}

/**
 * A prospect on the board. The mouse or a finger (after a short press) drags the whole card; the
 * keyboard picks it up from its handle, a button named "Move …".
 */
export function FunnelCard(props: TCardProps) {
  const { t } = useTranslation('funnel');
  const { card, stage } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: card.id, data: { card, stage } });
  // dnd-kit types its listeners loosely: one per sensor, named by the event that starts it.
  const start = listeners as { onMouseDown?: MouseEventHandler; onTouchStart?: TouchEventHandler; onKeyDown?: KeyboardEventHandler } | undefined;
  return (
    <li ref={setNodeRef} onMouseDown={start?.onMouseDown} onTouchStart={start?.onTouchStart} className={cn('list-none', isDragging && 'opacity-40')} data-testid="funnel-card" data-prospect-id={card.id}>
      <FunnelCardBody {...props} handle={<DragHandle ref={setActivatorNodeRef} {...attributes} onKeyDown={start?.onKeyDown} label={t('card.drag', { name: card.name })} />} />
    </li>
  );
}
