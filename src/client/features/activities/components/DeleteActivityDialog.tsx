import { useTranslation } from 'react-i18next';
import type { TActivity } from '@shared/activities/activities.schema';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { recordDeleteTexts } from '../../../lib/record-texts';
import { useDeleteActivity } from '../api/activities.api';

/** Asks before deleting `activity` (open while it is set). */
export function DeleteActivityDialog({ activity, onClose }: { activity: TActivity | null; onClose: () => void }) {
  const { t } = useTranslation('activities');
  const remove = useDeleteActivity();
  const texts = { ...recordDeleteTexts(t, remove.isPending), description: t('delete.text', { title: activity?.title ?? '' }) };
  return <DeleteDialog item={activity} onClose={onClose} remove={remove} texts={texts} closeOnError />;
}
