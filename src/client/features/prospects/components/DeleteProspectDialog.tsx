import { useTranslation } from 'react-i18next';
import type { TProspect } from '@shared/prospects/prospects.schema';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { namedDeleteTexts } from '../../../lib/record-texts';
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
  const texts = { ...namedDeleteTexts(t, prospect?.name ?? ''), deleted: t('toasts.deleted'), failed: () => t('toasts.deleteFailed') };
  return <DeleteDialog item={prospect} onClose={onClose} remove={remove} texts={texts} onDeleted={onDeleted} />;
}
