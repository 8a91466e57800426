import { useMemo, useState, type FormEvent } from 'react';
import { addDays, format } from 'date-fns';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { isClosedStage } from '@shared/deals/deals.rules';
import type { TDeal, TDealCreate } from '@shared/deals/deals.schema';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { focusFirstInvalid } from '../../../components/ui/form-field';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
import { useStageLabel } from '../../../lib/stage-label';
import { dealKeys, invalidateDeals, useCreateDeal, useUpdateDeal } from '../api/deals.api';
import { changesOf, dealFormOf, dealValidationKey, emptyDealForm, formErrorsOf, validateDeal, type TDealFormValues } from '../lib/deal-form';
import { formatMoney } from '../lib/money';
import { usePipelineStages } from '../lib/stages';
import { DealFormFields } from './DealFormFields';
import { conflictDeal } from './use-deal-move';

interface TDealFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The deal to edit; null creates a new one. */
  deal: TDeal | null;
  /** Asks to delete the deal being edited (the page confirms). */
  onDelete: (deal: TDeal) => void;
}

export function DealFormDialog({ open, onOpenChange, deal, onDelete }: TDealFormDialogProps) {
  const { t } = useTranslation('pipeline');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={deal ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.intro')}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      testId="deal-dialog"
    >
      <DealForm
        deal={deal}
        onDone={() => onOpenChange(false)}
        onDelete={(target) => {
          onOpenChange(false);
          onDelete(target);
        }}
      />
    </FormDialog>
  );
}

/** A new deal is expected to close a month from today unless the seller says otherwise. */
const defaultCloseDate = () => format(addDays(new Date(), 30), 'yyyy-MM-dd');

function DealForm({ deal, onDone, onDelete }: { deal: TDeal | null; onDone: () => void; onDelete: (deal: TDeal) => void }) {
  const { t, i18n } = useTranslation('pipeline');
  const label = useStageLabel();
  const queryClient = useQueryClient();
  const pipeline = usePipelineStages();
  const stages = deal && !pipeline.includes(deal.stage) ? [...pipeline, deal.stage] : pipeline;
  // Fixed for the life of the form: an edit sends only what differs from it.
  const initial = useMemo<TDealFormValues>(() => (deal ? dealFormOf(deal) : emptyDealForm(pipeline[0], defaultCloseDate())), [deal]); // eslint-disable-line react-hooks/exhaustive-deps
  const before = useMemo(() => {
    const result = validateDeal(initial);
    return result.success ? result.data : null;
  }, [initial]);
  const form = useSchemaForm(initial, validateDeal);
  const create = useCreateDeal();
  const update = useUpdateDeal();
  /** The version the next save builds on: the deal's, or the current one after a conflict. */
  const [version, setVersion] = useState(deal?.version);
  const [conflict, setConflict] = useState<TDeal | null>(null);
  const [confirming, setConfirming] = useState<TDealCreate | null>(null);
  const pending = create.isPending || update.isPending;

  const replace = (next: TDealFormValues) => {
    for (const key of Object.keys(next) as (keyof TDealFormValues)[]) if (next[key] !== form.values[key]) form.set(key, next[key]);
  };

  const translate = (message: string | undefined) => {
    if (!message) return undefined;
    const key = dealValidationKey(message);
    return key ? t(`validation.${key}`) : message;
  };

  const onError = (error: unknown) => {
    const current = conflictDeal(error);
    if (current) {
      setVersion(current.version);
      setConflict(current);
      queryClient.setQueryData(dealKeys.detail(current.id), current);
      void invalidateDeals(queryClient);
      toast.error(t('toasts.conflict', { title: current.title }), { description: t('toasts.conflictSave') });
    } else if (error instanceof ApiError && error.fields) {
      form.setServerErrors(formErrorsOf(error.fields));
      toast.error(t('toasts.fixErrors'));
    } else if (error instanceof ApiError && error.status === 404) {
      toast.error(t('toasts.notFound'));
      onDone();
    } else toast.error(t('toasts.saveFailed'));
  };

  const save = (body: TDealCreate) => {
    if (!deal) {
      create.mutate(body, {
        onSuccess: () => {
          toast.success(t('toasts.created'));
          onDone();
        },
        onError,
      });
      return;
    }
    const changes = before ? changesOf(before, body) : body;
    if (Object.keys(changes).length === 0 && !conflict) return onDone();
    update.mutate(
      { id: deal.id, body: { ...changes, version } },
      {
        onSuccess: () => {
          toast.success(t('toasts.updated'));
          onDone();
        },
        onError,
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    // Closing a deal (won or lost) is asked about first, as on the board.
    if (isClosedStage(body.stage) && body.stage !== (conflict ?? deal)?.stage && deal) setConfirming(body);
    else save(body);
  };

  const won = confirming?.stage === 'closed_won';
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      {conflict && (
        <div className="flex gap-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm" role="alert" data-testid="deal-conflict">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-warning" aria-hidden="true" />
          <p>{t('form.conflict', { stage: label(conflict.stage), value: formatMoney(conflict.valueCents, i18n.language) })}</p>
        </div>
      )}
      <DealFormFields form={{ values: form.values, set: form.set, blur: form.blur, error: (field) => translate(form.errorOf(field)), replace }} stages={stages} />
      {deal && (
        <Button variant="ghost" size="sm" className="justify-self-start text-destructive hover:text-destructive" onClick={() => onDelete(deal)} data-testid="deal-form-delete">
          <Trash2 aria-hidden="true" />
          {t('form.delete')}
        </Button>
      )}
      <FormDialogActions
        pending={pending}
        onCancel={onDone}
        cancelLabel={t('form.cancel')}
        submitLabel={deal ? t('form.save') : t('form.create')}
        savingLabel={t('form.saving')}
        submitTestId="deal-submit"
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={won ? t('closeConfirm.wonTitle') : t('closeConfirm.lostTitle')}
        description={t(won ? 'closeConfirm.wonText' : 'closeConfirm.lostText', { title: confirming?.title ?? '' })}
        confirmLabel={won ? t('closeConfirm.wonConfirm') : t('closeConfirm.lostConfirm')}
        cancelLabel={t('form.cancel')}
        destructive={!won}
        onConfirm={() => {
          if (confirming) save(confirming);
          setConfirming(null);
        }}
      />
    </form>
  );
}
