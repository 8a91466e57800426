import { BriefcaseBusiness, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TDealBoard } from '@shared/deals/deals.schema';
import { FilterableListEmpty, ListError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { recordListTexts } from '../../../lib/record-texts';
import type { TDealFilterParams } from '../lib/use-pipeline-params';
import { DealFunnel } from './DealFunnel';
import { DealKanban } from './DealKanban';
import type { TDealHandlers } from './DealMenu';

interface TBoardViewsProps {
  view: 'kanban' | 'funnel';
  board: { data: TDealBoard | undefined; isError: boolean; refetch: () => unknown };
  filters: TDealFilterParams;
  filtered: boolean;
  handlers: TDealHandlers;
  moving: boolean;
  onAdd: () => void;
  onClearFilters: () => void;
}

function BoardSkeleton({ label }: { label: string }) {
  return (
    <div className="flex gap-3 overflow-hidden" role="status" aria-busy="true" aria-label={label} data-testid="deal-board-loading">
      {[0, 1, 2, 3, 4].map((column) => (
        <div key={column} className="w-72 shrink-0 space-y-2 rounded-lg border bg-muted/40 p-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-3 w-2/3" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ))}
    </div>
  );
}

/** The views drawn from the board's answer: its loading, error and empty states, then the kanban or the funnel. */
export function BoardViews({ view, board, filters, filtered, handlers, moving, onAdd, onClearFilters }: TBoardViewsProps) {
  const { t } = useTranslation('pipeline');
  const texts = recordListTexts(t);
  if (board.isError && !board.data) return <ListError message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void board.refetch()} />;
  if (!board.data) return <BoardSkeleton label={texts.loading} />;
  if (board.data.stages.every((column) => column.count === 0)) {
    return <FilterableListEmpty filtered={filtered} icon={BriefcaseBusiness} filteredIcon={SearchX} texts={texts} onClear={onClearFilters} onAdd={onAdd} testId="deals-empty" />;
  }
  return view === 'kanban' ? <DealKanban board={board.data} filters={filters} handlers={handlers} moving={moving} /> : <DealFunnel board={board.data} />;
}
