import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TProspect } from '@shared/prospects/prospects.schema';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteProspect } from '../api/prospects.api';

interface TDeleteProspectDialogProps {
  /** The prospect to delete; null keeps the dialog closed. */
  prospect: TProspect | null;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteProspectDialog({ prospect, onClose, onDeleted }: TDeleteProspectDialogProps) {
  const { t } = useTranslation('prospects');
  const remove = useDeleteProspect();
  return (
    <ConfirmDialog
      open={prospect !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title')}
      description={t('delete.text', { name: prospect?.name ?? '' })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('common:actions.cancel')}
      pending={remove.isPending}
      onConfirm={() => {
        if (!prospect) return;
        remove.mutate(prospect.id, {
          onSuccess: () => {
            toast.success(t('toasts.deleted'));
            onClose();
            onDeleted?.();
          },
          onError: () => toast.error(t('toasts.deleteFailed')),
        });
      }}
    />
  );
}
