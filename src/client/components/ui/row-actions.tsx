import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button';

interface TRowActionsProps {
  /** Translated accessible names, saying which row they act on. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  editTestId?: string;
  deleteTestId?: string;
}

/** The edit and delete icon buttons at the end of a list row. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete, editTestId, deleteTestId }: TRowActionsProps) {
  return (
    <>
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={editLabel} data-testid={editTestId}>
        <Pencil />
      </Button>
      <Button variant="ghost" size="icon" onClick={onDelete} aria-label={deleteLabel} className="text-destructive hover:text-destructive" data-testid={deleteTestId}>
        <Trash2 />
      </Button>
    </>
  );
}
