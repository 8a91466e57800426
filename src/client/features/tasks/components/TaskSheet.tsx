import type { ReactNode } from 'react';
import { Sheet } from '../../../components/ui/sheet';

/** The task detail's panel over the right edge (components/ui/sheet.tsx). */
export function TaskSheet({ open, onClose, label, children }: { open: boolean; onClose: () => void; label: string; children: ReactNode }) {
  return (
    <Sheet open={open} onClose={onClose} label={label} testId="task-detail" closeTestId="task-detail-close">
      {children}
    </Sheet>
  );
}
