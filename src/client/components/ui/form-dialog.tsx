import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { focusFirstInvalid } from './form-field';
import { Spinner } from './spinner';

interface TFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Sizes the dialog, and lets it scroll when taller than the screen. */
  className: string;
  testId: string;
  /** The form. */
  children: ReactNode;
  /** Where focus goes on closing, when the dialog was opened from something no longer there (a menu). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A dialog holding an add or edit form under its title and intro. */
export function FormDialog({ open, onOpenChange, title, description, className, testId, children, onCloseAutoFocus }: TFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} data-testid={testId} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the record's saved values. */}
        {open && children}
      </DialogContent>
    </Dialog>
  );
}

interface TFormDialogActionsProps {
  /** While saving both buttons are disabled and the submit button says `savingLabel`. */
  pending: boolean;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  savingLabel: string;
  submitTestId: string;
  /** Shows a spinner in the submit button while saving. */
  spinner?: boolean;
}

/**
 * Cancel and submit at the foot of a dialog's form. They stick to the dialog's bottom edge while
 * a long form scrolls under them, so they are in reach at any screen height. Sticky offsets count
 * from inside DialogContent's padding, hence -bottom-6; the negative margins and padding cover
 * that padding, so no field shows through below the buttons.
 */
export function FormDialogActions({ pending, onCancel, cancelLabel, submitLabel, savingLabel, submitTestId, spinner = false }: TFormDialogActionsProps) {
  return (
    <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 -mt-3 flex-row justify-end border-t bg-popover px-6 pb-6 pt-3" data-testid="form-dialog-actions">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={pending} data-testid={submitTestId}>
        {spinner && pending && <Spinner className="size-4 text-primary-foreground" />}
        {pending ? savingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}

interface TValidatedDialogFormProps<TBody> {
  /** useSchemaForm's submit: the body when every field is valid, else null. */
  submit: () => TBody | null;
  onValid: (body: TBody) => void;
  /** Says the form needs fixing; the keyboard then moves to the first field to fix. */
  onInvalid: () => void;
  actions: TFormDialogActionsProps;
  /** The fields. */
  children: ReactNode;
}

/** A dialog's form that sends its body only once every field is valid. */
export function ValidatedDialogForm<TBody>({ submit, onValid, onInvalid, actions, children }: TValidatedDialogFormProps<TBody>) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = submit();
    if (body) {
      onValid(body);
      return;
    }
    onInvalid();
    focusFirstInvalid(event.currentTarget);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      {children}
      <FormDialogActions {...actions} />
    </form>
  );
}
