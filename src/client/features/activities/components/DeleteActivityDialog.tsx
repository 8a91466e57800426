import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TActivity } from '@shared/activities/activities.schema';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api';
import { useDeleteActivity } from '../api/activities.api';

/** Asks before deleting `activity` (open while it is set). */
export function DeleteActivityDialog({ activity, onClose }: { activity: TActivity | null; onClose: () => void }) {
  const { t } = useTranslation('activities');
  const remove = useDeleteActivity();
  return (
    <ConfirmDialog
      open={activity !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title')}
      description={t('delete.text', { title: activity?.title ?? '' })}
      confirmLabel={remove.isPending ? t('delete.deleting') : t('delete.confirm')}
      cancelLabel={t('form.cancel')}
      pending={remove.isPending}
      onConfirm={() => {
        if (!activity) return;
        remove.mutate(activity.id, {
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
