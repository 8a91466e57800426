import { useRef, type ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface TTaskSheetProps {
  open: boolean;
  onClose: () => void;
  /** What the bar above the content says ("Task"). */
  label: string;
  children: ReactNode;
}

/**
 * A panel sliding over the right edge (the whole screen on a phone): a bar with its close button,
 * then the content scrolling under it. Opening focuses the panel itself, so a screen reader reads
 * its title first and the keyboard starts from its top.
 */
export function TaskSheet({ open, onClose, label, children }: TTaskSheetProps) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  return (
    <D.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <D.Content
          ref={content}
          tabIndex={-1}
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col border-l bg-popover text-popover-foreground shadow-xl outline-none sm:max-w-xl"
          data-testid="task-detail"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.focus();
          }}
          // Escape inside a field editing in place (a subtask's rename) ends that editing only.
          onEscapeKeyDown={(event) => {
            if ((event.target as HTMLElement | null)?.closest?.('[data-escape-local]')) event.preventDefault();
          }}
        >
          <div className="flex h-12 shrink-0 items-center justify-between gap-2 border-b pl-4 pr-2 sm:pl-6">
            <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</span>
            <D.Close
              className="grid size-9 cursor-pointer place-items-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t('actions.close')}
              data-testid="task-detail-close"
            >
              <X className="size-4" />
            </D.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4 sm:p-6">{children}</div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

export const SheetTitle = D.Title;
export const SheetDescription = D.Description;
