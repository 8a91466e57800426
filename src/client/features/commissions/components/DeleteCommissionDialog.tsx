import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TCommission } from '@shared/commissions/commissions.schema';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api';
import { useDeleteCommission } from '../api/commissions.api';
import { formatCents } from '../lib/commission-form';

/** Asks before deleting `commission` (open while it is set). */
export function DeleteCommissionDialog({ commission, onClose }: { commission: TCommission | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('commissions');
  const remove = useDeleteCommission();
  return (
    <ConfirmDialog
      open={commission !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title')}
      description={t('delete.text', {
        amount: commission ? formatCents(commission.amountCents, i18n.language) : '',
        name: commission?.teamMember?.name ?? t('row.noMember'),
      })}
      confirmLabel={remove.isPending ? t('delete.deleting') : t('delete.confirm')}
      cancelLabel={t('form.cancel')}
      pending={remove.isPending}
      onConfirm={() => {
        if (!commission) return;
        remove.mutate(commission.id, {
          onSuccess: () => {
            toast.success(t('toasts.deleted'));
            onClose();
          },
          onError: (error) => {
            toast.error(error instanceof ApiError && error.status === 404 ? t('toasts.notFound') : t('toasts.deleteFailed'));
            onClose();
          },
        });
      }}
    />
  );
}
