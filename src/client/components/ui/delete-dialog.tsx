import { toast } from 'sonner';
import { ConfirmDialog } from './confirm-dialog';

/** Translated texts of the dialog and of the toast after each outcome. */
export interface TDeleteDialogTexts {
  title: string;
  description: string;
  confirm: string;
  cancel: string;
  deleted: string;
  failed: (error: unknown) => string;
}

interface TDeleteDialogProps<T extends { id: string }> {
  /** The record to delete; null keeps the dialog closed. */
  item: T | null;
  onClose: () => void;
  /** The delete mutation, called with the record's id. */
  remove: { mutate: (id: string, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void; isPending: boolean };
  texts: TDeleteDialogTexts;
  /** Whether a failure closes the dialog too (the record may be gone already) or leaves it open to retry. */
  closeOnError?: boolean;
  onDeleted?: (item: T) => void;
}

/** Asks before deleting `item`, deletes it and says how it went in a toast. */
export function DeleteDialog<T extends { id: string }>({ item, onClose, remove, texts, closeOnError = false, onDeleted }: TDeleteDialogProps<T>) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={texts.title}
      description={texts.description}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      pending={remove.isPending}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item.id, {
          onSuccess: () => {
            toast.success(texts.deleted);
            onClose();
            onDeleted?.(item);
          },
          onError: (error) => {
            toast.error(texts.failed(error));
            if (closeOnError) onClose();
          },
        });
      }}
    />
  );
}
