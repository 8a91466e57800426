import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TCommission } from '@shared/commissions/commissions.schema';
import { limitRequestOf, useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
import { useCreateCommission, useUpdateCommission } from '../api/commissions.api';
import { commissionFormOf, commissionValidationKey, emptyCommissionForm, formErrorsOf, validateCommission, type TCommissionFormValues } from '../lib/commission-form';
import { CommissionFormFields } from './CommissionFormFields';

interface TCommissionFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The commission to edit; null records a new one. */
  commission: TCommission | null;
}

export function CommissionFormDialog({ open, onOpenChange, commission }: TCommissionFormDialogProps) {
  const { t } = useTranslation('commissions');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl" data-testid="commission-dialog">
        <DialogHeader>
          <DialogTitle>{commission ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{t('form.intro')}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the commission's saved values. */}
        {open && <CommissionForm commission={commission} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CommissionForm({ commission, onDone }: { commission: TCommission | null; onDone: () => void }) {
  const { t } = useTranslation('commissions');
  const upgrade = useUpgradePrompt();
  const create = useCreateCommission();
  const update = useUpdateCommission();
  const form = useSchemaForm(commission ? commissionFormOf(commission) : emptyCommissionForm(), validateCommission);
  const pending = create.isPending || update.isPending;

  const error = (field: keyof TCommissionFormValues & string) => {
    const message = form.errorOf(field);
    if (!message) return undefined;
    const key = commissionValidationKey(field, message);
    return key ? t(`validation.${key}`) : message;
  };

  const onError = (err: unknown) => {
    const limit = limitRequestOf(err);
    if (limit) upgrade.open(limit);
    else if (err instanceof ApiError && err.fields) {
      form.setServerErrors(formErrorsOf(err.fields));
      toast.error(t('toasts.fixErrors'));
    } else if (err instanceof ApiError && err.status === 404) {
      toast.error(t('toasts.notFound'));
      onDone();
    } else toast.error(t('toasts.saveFailed'));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) return;
    const onSuccess = () => {
      toast.success(commission ? t('toasts.updated') : t('toasts.created'));
      onDone();
    };
    if (commission) update.mutate({ id: commission.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <CommissionFormFields form={{ values: form.values, set: form.set, blur: form.blur, error }} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending} data-testid="commission-submit">
          {pending ? t('form.saving') : commission ? t('form.save') : t('form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
