import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TAdminUserDetail } from '@shared/admin/admin.schema';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminErrorText } from '../lib/use-admin-error-text';

interface TDeleteUserDialogProps {
  open: boolean;
  onClose: () => void;
  user: TAdminUserDetail;
  remove: { mutate: (v: void, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void; isPending: boolean };
  onDeleted: () => void;
}

const sameEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.toLowerCase();

/** Deletes an account with all its data, once the admin has typed its email address: nothing brings it back. */
export function DeleteUserDialog({ open, onClose, user, remove, onDeleted }: TDeleteUserDialogProps) {
  const { t } = useTranslation('admin');
  const errorText = useAdminErrorText();
  const [typed, setTyped] = useState('');
  const matches = sameEmail(typed, user.email);
  const dismiss = () => {
    setTyped('');
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('delete.deleted', { email: user.email }));
        dismiss();
        onDeleted();
      },
      onError: (error) => {
        toast.error(t('delete.failed'), { description: errorText(error) });
        dismiss();
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !remove.isPending && dismiss()}
    >
      <DialogContent className="sm:max-w-md" data-testid="admin-delete-dialog">
        <DialogHeader>
          <DialogTitle>{t('delete.title')}</DialogTitle>
          <DialogDescription>{t('delete.text', { name: user.name || user.email })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="admin-delete-email" label={t('delete.typeEmail', { email: user.email })}>
            <Input
              id="admin-delete-email"
              data-testid="admin-delete-email"
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={dismiss} disabled={remove.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || remove.isPending} data-testid="admin-delete-confirm">
              {remove.isPending && <Spinner className="size-4" />}
              {t('delete.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
