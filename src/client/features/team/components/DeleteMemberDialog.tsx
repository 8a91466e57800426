import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TTeamMember } from '@shared/team/team.schema';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteMember } from '../api/team.api';
import { errorTextOf } from '../lib/form-errors';

export function DeleteMemberDialog({ member, onClose }: { member: TTeamMember | null; onClose: () => void }) {
  const { t } = useTranslation('team');
  const remove = useDeleteMember();
  const confirm = () => {
    if (!member) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        toast.success(t('toasts.deleted', { name: member.name }));
        onClose();
      },
      onError: (error) => toast.error(errorTextOf(t, error, t('toasts.deleteFailed'))),
    });
  };
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title')}
      description={t('delete.text', { name: member?.name ?? '' })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('common:actions.cancel')}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
