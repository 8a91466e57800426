import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TTeamMember } from '@shared/team/team.schema';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { useDeleteMember } from '../api/team.api';
import { errorTextOf } from '../lib/errors';

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
    <AlertDialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent data-testid="team-member-delete-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('delete.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('delete.text', { name: member?.name ?? '' })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('common:actions.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            data-testid="team-member-delete-confirm"
            onClick={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            {t('delete.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
