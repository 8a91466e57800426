import { useState } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { CLOSED_LOST, CLOSED_WON } from '@shared/deals/deals.constants';
import type { TDealStageColumn } from '@shared/deals/deals.schema';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useStageLabel } from '../../../lib/stage-label';
import { useColumnMore } from '../api/deals.api';
import { columnCards } from '../lib/board';
import { formatMoney, formatMoneyShort } from '../lib/money';
import type { TDealFilterParams } from '../lib/use-pipeline-params';
import { DealCard } from './DealCard';
import type { TDealHandlers } from './DealMenu';

export const stageDropId = (stage: string) => `stage-${stage}`;

const ACCENT: Record<string, string> = { [CLOSED_WON]: 'border-t-success', [CLOSED_LOST]: 'border-t-destructive/70' };

interface TDealColumnProps {
  column: TDealStageColumn;
  /** Its place on the board, for a stable heading id. */
  index: number;
  filters: TDealFilterParams;
  handlers: TDealHandlers;
}

/** An amount shortened for a narrow header ("$17.5K"), read out and hovered in full. */
function ShortMoney({ cents, language }: { cents: number; language: string }) {
  const full = formatMoney(cents, language);
  const short = formatMoneyShort(cents, language);
  if (short === full) return full;
  return (
    <span title={full}>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{full}</span>
    </span>
  );
}

/** One stage of the board: its figures, its first cards, and more of them on demand. */
export function DealColumn({ column, index, filters, handlers }: TDealColumnProps) {
  const { t, i18n } = useTranslation('pipeline');
  const label = useStageLabel();
  const name = label(column.stage);
  const { setNodeRef, isOver } = useDroppable({ id: stageDropId(column.stage), data: { stage: column.stage } });
  const [asked, setAsked] = useState(false);
  const more = useColumnMore(filters, column.stage, asked);
  const cards = columnCards(column.items, more.data?.pages.flatMap((page) => page.items), column.stage);
  const headingId = `deal-column-${index}-heading`;
  const lang = i18n.language;
  const loading = more.isFetching;
  const canLoad = column.count > cards.length && (!asked || more.hasNextPage || more.isError);

  const loadMore = () => {
    if (!asked) setAsked(true);
    else if (!more.data) void more.refetch();
    else void more.fetchNextPage();
  };

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        'flex w-[82vw] max-w-80 shrink-0 snap-start flex-col gap-2 rounded-lg border border-t-4 border-t-primary/40 bg-muted/40 p-2 transition-colors sm:w-72',
        ACCENT[column.stage],
        isOver && 'border-primary bg-primary/5 ring-2 ring-primary/40',
      )}
      data-testid="deal-column"
      data-stage={column.stage}
      data-kanban-column={column.stage}
    >
      <header className="space-y-1 px-1.5 pt-1">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="truncate text-sm font-semibold" title={name}>
            {name}
          </h2>
          <span className="rounded-full bg-card px-2 py-0.5 text-xs font-medium tabular-nums text-muted-foreground shadow-sm" data-testid="deal-column-count">
            <span aria-hidden="true">{new Intl.NumberFormat(lang).format(column.count)}</span>
            <span className="sr-only">{t('kanban.count', { count: column.count })}</span>
          </span>
        </div>
        <dl className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          <div className="flex gap-1">
            <dt>{t('figures.total')}</dt>
            <dd className="font-medium tabular-nums text-foreground" data-testid="deal-column-total">
              <ShortMoney cents={column.totalCents} language={lang} />
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('figures.weighted')}</dt>
            <dd className="font-medium tabular-nums text-foreground" data-testid="deal-column-weighted">
              <ShortMoney cents={column.weightedCents} language={lang} />
            </dd>
          </div>
        </dl>
      </header>
      <ul className="flex min-h-24 flex-1 flex-col gap-2" aria-labelledby={headingId}>
        {cards.map((deal) => (
          <DealCard key={deal.id} deal={deal} handlers={handlers} />
        ))}
        {cards.length === 0 && <li className="grid flex-1 place-items-center rounded-md border border-dashed p-4 text-center text-xs text-muted-foreground">{t('kanban.emptyColumn')}</li>}
      </ul>
      {canLoad && (
        <Button variant="ghost" size="sm" onClick={loadMore} disabled={loading} className="w-full" data-testid="deal-column-more">
          {loading && <Spinner className="size-4 text-current" />}
          {more.isError ? t('kanban.moreFailed') : t('kanban.more', { shown: cards.length, total: column.count })}
        </Button>
      )}
    </section>
  );
}
