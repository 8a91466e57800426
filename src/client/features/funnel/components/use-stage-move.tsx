import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { moveNeedsConfirmation } from '@shared/funnel/funnel.rules';
import { useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api';
import { useMoveProspect, type TFunnelMove } from '../api/funnel.api';
import { useFunnelStageLabel } from '../lib/use-stage-label';

/**
 * Moving a prospect, from the board or its drawer: at once, or after a confirmation when the
 * stage ends the funnel (enrolled, not interested). A refused move puts the card back and says so.
 */
export function useStageMove(q: string) {
  const { t } = useTranslation('funnel');
  const label = useFunnelStageLabel();
  const upgrade = useUpgradePrompt();
  const move = useMoveProspect(q);
  const [confirming, setConfirming] = useState<TFunnelMove | null>(null);

  const run = (m: TFunnelMove) =>
    move.mutate(m, {
      onSuccess: (result) => {
        if (result.moved) toast.success(t('toasts.moved', { name: m.card.name, stage: label(m.to) }));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'premium_required') upgrade.open({ feature: t('title') });
        toast.error(t('toasts.stageUpdateFailed'), { description: t('toasts.stageUpdateFailedText', { name: m.card.name, stage: label(m.stage) }) });
      },
    });

  const request = (m: TFunnelMove) => {
    if (m.stage === m.to) return;
    if (moveNeedsConfirmation(m.stage, m.to)) setConfirming(m);
    else run(m);
  };

  const end = confirming?.to === 'not_interested' ? 'not_interested' : 'enrolled';
  const dialog = (
    <ConfirmDialog
      open={confirming !== null}
      onOpenChange={(open) => !open && setConfirming(null)}
      title={t(`confirm.${end}.title`, { name: confirming?.card.name ?? '' })}
      description={t(`confirm.${end}.text`, { name: confirming?.card.name ?? '' })}
      confirmLabel={t(`confirm.${end}.action`)}
      cancelLabel={t('confirm.cancel')}
      destructive={end === 'not_interested'}
      onConfirm={() => {
        if (confirming) run(confirming);
        setConfirming(null);
      }}
    />
  );

  return { request, dialog, busyId: move.isPending ? move.variables?.card.id : undefined };
}
