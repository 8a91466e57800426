import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TCustomTeam } from '@shared/team/team.schema';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorTextOf } from '../../team/lib/form-errors';
import { useDeleteCustomTeam } from '../api/custom-teams.api';

export function DeleteCustomTeamDialog({ team, onClose, onDeleted }: { team: TCustomTeam | null; onClose: () => void; onDeleted: (id: string) => void }) {
  const { t } = useTranslation('customTeams');
  const remove = useDeleteCustomTeam();
  const confirm = () => {
    if (!team) return;
    remove.mutate(team.id, {
      onSuccess: () => {
        toast.success(t('toasts.deleted', { name: team.teamName }));
        onDeleted(team.id);
        onClose();
      },
      onError: (error) => toast.error(errorTextOf(t, error, t('toasts.deleteFailed'))),
    });
  };
  return (
    <ConfirmDialog
      open={team !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title')}
      description={t('delete.text', { name: team?.teamName ?? '' })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('common:actions.cancel')}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
