import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';
import { Button } from './button';

interface TConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** While the action runs the buttons are disabled and the dialog stays open. */
  pending?: boolean;
  destructive?: boolean;
  /** Where focus goes on closing, when the dialog was opened from something no longer there (a menu). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Asks before an action that cannot be undone (delete, reset). */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel, onConfirm, pending, destructive = true, onCloseAutoFocus }: TConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent data-testid="confirm-dialog" onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action, so the dialog stays open until the request ends. */}
          <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm} disabled={pending} data-testid="confirm-action">
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
