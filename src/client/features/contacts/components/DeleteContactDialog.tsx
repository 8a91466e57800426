import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TContact } from '@shared/contacts/contacts.schema';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteContact } from '../api/contacts.api';

export function DeleteContactDialog({ contact, onClose }: { contact: TContact | null; onClose: () => void }) {
  const { t } = useTranslation('contacts');
  const remove = useDeleteContact();
  return (
    <ConfirmDialog
      open={contact !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title')}
      description={t('delete.text', { name: contact?.name ?? '' })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('common:actions.cancel')}
      pending={remove.isPending}
      onConfirm={() => {
        if (!contact) return;
        remove.mutate(contact.id, {
          onSuccess: () => {
            toast.success(t('toasts.deleted'));
            onClose();
          },
          onError: () => toast.error(t('toasts.deleteFailed')),
        });
      }}
    />
  );
}
