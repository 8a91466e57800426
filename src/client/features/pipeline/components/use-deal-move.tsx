import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { CLOSED_WON } from '@shared/deals/deals.constants';
import { isClosedStage } from '@shared/deals/deals.rules';
import type { TDeal } from '@shared/deals/deals.schema';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api';
import { useStageLabel } from '../../../lib/stage-label';
import { invalidateDeals, patchDeal } from '../api/deals.api';
import { movedDeal } from '../lib/board';
import { showDealEverywhere, snapshotDeals } from '../lib/deal-cache';
import { useOwnerToday } from '../lib/stages';

type TMove = { deal: TDeal; stage: string };

/**
 * A moved card is drawn anew in its new column, and the focus it held is lost with the old one:
 * it goes to the card's grip (or its menu, in the grid and list) unless it went somewhere else.
 */
function keepFocusOn(id: string) {
  const refocus = () => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const card = document.querySelector(`[data-deal-id="${CSS.escape(id)}"]`);
    card?.querySelector<HTMLElement>('[data-testid="kanban-handle"], [data-testid="deal-menu"]')?.focus();
  };
  for (const delay of [50, 250]) setTimeout(refocus, delay);
}

/** The deal a 409 answer carries, as it now stands. */
export function conflictDeal(error: unknown): TDeal | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const current = (error.current ?? error.details?.current) as TDeal | undefined;
  return current && typeof current === 'object' && 'id' in current ? current : null;
}

/**
 * Moving a deal to another stage, from a drop, a card's "Move to…" or the detail: the card moves
 * at once and the PATCH (with the version the screen showed) stores it; a refusal puts it back.
 * A closed stage asks first. When the deal changed elsewhere meanwhile, the screen shows its
 * current version and the toast offers to move that one.
 */
export function useDealMove() {
  const { t } = useTranslation('pipeline');
  const label = useStageLabel();
  const queryClient = useQueryClient();
  const today = useOwnerToday();
  const [confirming, setConfirming] = useState<TMove | null>(null);

  const move = useMutation({
    mutationFn: ({ deal, stage }: TMove) => patchDeal(deal.id, { stage, version: deal.version }),
    onMutate: async ({ deal, stage }) => {
      await queryClient.cancelQueries({ queryKey: ['deals'] });
      const rollback = snapshotDeals(queryClient);
      showDealEverywhere(queryClient, deal, movedDeal(deal, stage, today));
      keepFocusOn(deal.id);
      return { rollback };
    },
    onError: (error, { deal, stage }, context) => {
      context?.rollback();
      const current = conflictDeal(error);
      if (current) {
        showDealEverywhere(queryClient, deal, current);
        toast.error(t('toasts.conflict', { title: current.title }), {
          description: t('toasts.conflictText', { stage: label(current.stage) }),
          action: { label: t('toasts.retryMove', { stage: label(stage) }), onClick: () => request(current, stage) },
        });
      } else if (error instanceof ApiError && error.status === 404) toast.error(t('toasts.notFound'));
      else toast.error(t('toasts.moveFailed', { title: deal.title }));
    },
    onSuccess: (saved) => {
      if (saved.stage === CLOSED_WON) toast.success(t('toasts.won', { title: saved.title }));
    },
    onSettled: () => invalidateDeals(queryClient),
  });

  /** Asks first for a closed stage; does nothing for the stage the deal is already in. */
  const request = (deal: TDeal, stage: string) => {
    if (deal.stage === stage) return;
    if (isClosedStage(stage)) setConfirming({ deal, stage });
    else move.mutate({ deal, stage });
  };

  const won = confirming?.stage === CLOSED_WON;
  const dialog = (
    <ConfirmDialog
      open={confirming !== null}
      onOpenChange={(open) => !open && setConfirming(null)}
      title={won ? t('closeConfirm.wonTitle') : t('closeConfirm.lostTitle')}
      description={t(won ? 'closeConfirm.wonText' : 'closeConfirm.lostText', { title: confirming?.deal.title ?? '' })}
      confirmLabel={won ? t('closeConfirm.wonConfirm') : t('closeConfirm.lostConfirm')}
      cancelLabel={t('form.cancel')}
      destructive={!won}
      onConfirm={() => {
        if (confirming) move.mutate(confirming);
        setConfirming(null);
      }}
    />
  );

  return { request, dialog, pending: move.isPending };
}
