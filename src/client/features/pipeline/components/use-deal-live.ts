import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TDealUpdatedEvent } from '@shared/deals/deals.schema';
import { useRealtimeEvent } from '../../../lib/realtime';
import { useStageLabel } from '../../../lib/stage-label';
import { invalidateDeals } from '../api/deals.api';
import { movedDeal } from '../lib/board';
import { findCachedDeal, showDealEverywhere } from '../lib/deal-cache';
import { isOwnChange } from '../lib/own-changes';
import { useOwnerToday } from '../lib/stages';

/**
 * Another tab, device or person's session changed a deal: the views refresh, a card that changed
 * stage moves across the board at once, and a toast says where it went (spec 01 §4.6). This
 * tab's own changes are already on screen and say nothing.
 */
export function useDealLive() {
  const { t } = useTranslation('pipeline');
  const label = useStageLabel();
  const queryClient = useQueryClient();
  const today = useOwnerToday();

  useRealtimeEvent<TDealUpdatedEvent>('deal.updated', (event) => {
    if (!event || typeof event.id !== 'string') return;
    if (isOwnChange(event.id, event.version, event.deleted)) return;
    const known = findCachedDeal(queryClient, event.id);
    if (!event.deleted && known && known.stage !== event.stage && known.version < event.version) {
      showDealEverywhere(queryClient, known, { ...movedDeal(known, event.stage, today), title: event.title, version: event.version });
      toast(t('live.moved', { title: event.title, stage: label(event.stage) }), { id: `deal-moved-${event.id}` });
    }
    void invalidateDeals(queryClient);
  });
}
