import { useTranslation } from 'react-i18next';
import type { TTeamMember } from '@shared/team/team.schema';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { namedDeleteTexts } from '../../../lib/record-texts';
import { useDeleteMember } from '../api/team.api';
import { errorTextOf } from '../lib/form-errors';

export function DeleteMemberDialog({ member, onClose }: { member: TTeamMember | null; onClose: () => void }) {
  const { t } = useTranslation('team');
  const remove = useDeleteMember();
  const name = member?.name ?? '';
  const texts = {
    ...namedDeleteTexts(t, name),
    deleted: t('toasts.deleted', { name }),
    failed: (error: unknown) => errorTextOf(t, error, t('toasts.deleteFailed')),
  };
  return <DeleteDialog item={member} onClose={onClose} remove={remove} texts={texts} />;
}
