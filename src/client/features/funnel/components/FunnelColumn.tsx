import { useState } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FUNNEL_COLUMN_SIZE, type TFunnelCard, type TFunnelColumn as TColumn } from '@shared/funnel/funnel.schema';
import { isEndStage, type TFunnelStage } from '@shared/funnel/funnel.rules';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useMoreCards } from '../api/funnel.api';
import { useFunnelStageLabel } from '../lib/use-stage-label';
import { FunnelCard } from './FunnelCard';

export const columnDropId = (stage: TFunnelStage) => `funnel-column-${stage}`;

/** End stages wear their outcome: a win, or a door that closed. */
const END_ACCENT: Partial<Record<TFunnelStage, string>> = {
  enrolled: 'border-t-emerald-500',
  not_interested: 'border-t-rose-500',
};

interface TFunnelColumnProps {
  column: TColumn;
  q: string;
  now: number;
  busyId?: string;
  onOpen: (card: TFunnelCard) => void;
  onMove: (card: TFunnelCard, stage: TFunnelStage, to: TFunnelStage) => void;
}

/** One stage: its name and count, its first cards, and "show more" for the rest. */
export function FunnelColumn({ column, q, now, busyId, onOpen, onMove }: TFunnelColumnProps) {
  const { t, i18n } = useTranslation('funnel');
  const label = useFunnelStageLabel();
  const { stage, count } = column;
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(stage), data: { stage } });
  const [expanded, setExpanded] = useState(false);
  const more = useMoreCards(stage, q, expanded);
  const extra = more.data?.pages.flatMap((page) => page.items) ?? [];
  const seen = new Set(column.items.map((c) => c.id));
  const cards = [...column.items, ...extra.filter((c) => !seen.has(c.id))];
  const left = Math.max(0, count - cards.length);
  const headingId = `funnel-${stage}-heading`;
  const end = isEndStage(stage);

  const showMore = () => {
    if (!expanded) setExpanded(true);
    else void more.fetchNextPage();
  };

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        'flex w-64 shrink-0 snap-start flex-col gap-2 rounded-lg border bg-muted/40 p-2 transition-colors',
        end && cn('border-t-4', END_ACCENT[stage]),
        isOver && 'border-primary bg-primary/5 ring-2 ring-primary/40',
      )}
      data-testid={`funnel-column-${stage}`}
      data-kanban-column={stage}
    >
      <header className="flex items-center justify-between gap-2 px-1.5 py-1">
        <h2 id={headingId} className="min-w-0 text-sm font-semibold">
          {label(stage)}
          {end && <span className="sr-only"> ({t('column.endStage')})</span>}
        </h2>
        <span className="shrink-0 rounded-full bg-card px-2 py-0.5 text-xs font-medium tabular-nums text-muted-foreground shadow-sm" data-testid="funnel-column-count">
          <span aria-hidden="true">{count.toLocaleString(i18n.language)}</span>
          <span className="sr-only">{t('column.count', { count })}</span>
        </span>
      </header>
      <ul className="flex min-h-24 flex-1 flex-col gap-2" aria-labelledby={headingId}>
        {cards.map((card) => (
          <FunnelCard key={card.id} card={card} stage={stage} now={now} busy={busyId === card.id} onOpen={onOpen} onMove={onMove} />
        ))}
        {cards.length === 0 && <li className="grid flex-1 place-items-center rounded-md border border-dashed p-4 text-center text-xs text-muted-foreground">{t('column.empty')}</li>}
      </ul>
      {left > 0 && (
        <Button variant="ghost" size="sm" className="w-full" onClick={showMore} disabled={more.isFetching} data-testid="funnel-column-more">
          {more.isFetching && <Loader2 className="animate-spin" aria-hidden="true" />}
          {more.isFetching ? t('column.loadingMore') : t('column.more', { count: Math.min(left, FUNNEL_COLUMN_SIZE) })}
        </Button>
      )}
    </section>
  );
}
