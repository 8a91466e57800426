import type { ButtonHTMLAttributes, Ref } from 'react';
import { GripVertical } from 'lucide-react';

/** The grip of a board's card: the keyboard picks the card up from it (Space or Enter). */
export function DragHandle({ label, ...props }: { label: string } & ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      type="button"
      aria-label={label}
      className="grid h-8 w-6 shrink-0 cursor-grab touch-none place-items-center rounded text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
      data-testid="kanban-handle"
      {...props}
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  );
}
