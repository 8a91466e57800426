import { useTranslation } from 'react-i18next';
import type { TTask } from '@shared/tasks/tasks.schema';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { recordDeleteTexts } from '../../../lib/record-texts';
import { useDeleteTask } from '../api/tasks.api';

/** Asks before deleting `task` (open while it is set). */
export function DeleteTaskDialog({ task, onClose, onDeleted }: { task: TTask | null; onClose: () => void; onDeleted: (task: TTask) => void }) {
  const { t } = useTranslation('tasks');
  const remove = useDeleteTask();
  const texts = { ...recordDeleteTexts(t, remove.isPending), description: t('delete.text', { title: task?.title ?? '' }) };
  return <DeleteDialog item={task} onClose={onClose} remove={remove} texts={texts} closeOnError onDeleted={onDeleted} />;
}
