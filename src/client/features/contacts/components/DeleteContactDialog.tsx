import { useTranslation } from 'react-i18next';
import type { TContact } from '@shared/contacts/contacts.schema';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { namedDeleteTexts } from '../../../lib/record-texts';
import { useDeleteContact } from '../api/contacts.api';

export function DeleteContactDialog({ contact, onClose }: { contact: TContact | null; onClose: () => void }) {
  const { t } = useTranslation('contacts');
  const remove = useDeleteContact();
  const texts = { ...namedDeleteTexts(t, contact?.name ?? ''), deleted: t('toasts.deleted'), failed: () => t('toasts.deleteFailed') };
  return <DeleteDialog item={contact} onClose={onClose} remove={remove} texts={texts} />;
}
