import { useTranslation } from 'react-i18next';
import type { TCustomTeam } from '@shared/team/team.schema';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { namedDeleteTexts } from '../../../lib/record-texts';
import { errorTextOf } from '../../team/lib/form-errors';
import { useDeleteCustomTeam } from '../api/custom-teams.api';

export function DeleteCustomTeamDialog({ team, onClose, onDeleted }: { team: TCustomTeam | null; onClose: () => void; onDeleted: (id: string) => void }) {
  const { t } = useTranslation('customTeams');
  const remove = useDeleteCustomTeam();
  const name = team?.teamName ?? '';
  const texts = {
    ...namedDeleteTexts(t, name),
    deleted: t('toasts.deleted', { name }),
    failed: (error: unknown) => errorTextOf(t, error, t('toasts.deleteFailed')),
  };
  return <DeleteDialog item={team} onClose={onClose} remove={remove} texts={texts} onDeleted={(deleted) => onDeleted(deleted.id)} />;
}
