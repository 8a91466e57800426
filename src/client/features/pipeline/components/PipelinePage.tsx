import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TDeal } from '@shared/deals/deals.schema';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Sheet } from '../../../components/ui/sheet';
import { SavedViewsMenu } from '../../saved-views/components/SavedViewsMenu';
import { useDealBoard } from '../api/deals.api';
import { hasDealFilters, NO_DEAL_FILTERS, usePipelineParams } from '../lib/use-pipeline-params';
import { BoardViews } from './BoardViews';
import { DealDetail } from './DealDetail';
import { DealFormDialog } from './DealFormDialog';
import { DealListView } from './DealListView';
import type { TDealHandlers } from './DealMenu';
import { DeleteDealDialog } from './DeleteDealDialog';
import { ForecastStrip } from './ForecastStrip';
import { PipelineFilters } from './PipelineFilters';
import { PipelineViewToggle } from './PipelineViewToggle';
import { useDealLive } from './use-deal-live';
import { useDealMove } from './use-deal-move';

/** `/pipeline`: the filtered deals as a kanban board, a funnel, a grid or a list, and the open deal's detail. */
export function PipelinePage() {
  const { t } = useTranslation('pipeline');
  const { params, filters, setFilters, setPage, view, setView, openDealId, openDeal } = usePipelineParams();
  const [dialog, setDialog] = useState<{ open: boolean; deal: TDeal | null }>({ open: false, deal: null });
  const [deleting, setDeleting] = useState<TDeal | null>(null);
  const board = useDealBoard(filters);
  const move = useDealMove();
  useDealLive();
  const filtered = hasDealFilters(filters);

  const openAdd = () => setDialog({ open: true, deal: null });
  const clearFilters = () => setFilters(NO_DEAL_FILTERS);
  const handlers: TDealHandlers = {
    onOpen: (deal) => openDeal(deal.id),
    onEdit: (deal) => setDialog({ open: true, deal }),
    onMove: move.request,
    onDelete: setDeleting,
  };

  return (
    <div className="mx-auto w-full max-w-[100rem] space-y-4" data-testid="pipeline-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <SavedViewsMenu scope="pipeline" />
            <PipelineViewToggle view={view} onView={setView} />
            <Button onClick={openAdd} data-testid="deal-add">
              <Plus aria-hidden="true" />
              {t('add')}
            </Button>
          </>
        }
      />

      <PipelineFilters filters={filters} onChange={setFilters} />
      {!(board.isError && !board.data) && <ForecastStrip board={board.data} />}

      {(view === 'kanban' || view === 'funnel') && (
        <BoardViews view={view} board={board} filters={filters} filtered={filtered} handlers={handlers} moving={move.pending} onAdd={openAdd} onClearFilters={clearFilters} />
      )}
      {(view === 'grid' || view === 'list') && (
        <DealListView layout={view} params={params} onSort={(sort) => setFilters({ sort })} onPage={setPage} handlers={handlers} filtered={filtered} onAdd={openAdd} onClearFilters={clearFilters} />
      )}

      <Sheet open={openDealId !== null} onClose={() => openDeal(null)} label={t('detail.label')} testId="deal-detail" closeTestId="deal-detail-close">
        {openDealId && <DealDetail id={openDealId} handlers={handlers} />}
      </Sheet>
      <DealFormDialog open={dialog.open} deal={dialog.deal} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} onDelete={setDeleting} />
      <DeleteDealDialog
        deal={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(deal) => {
          if (deal.id === openDealId) openDeal(null);
        }}
      />
      {move.dialog}
    </div>
  );
}
