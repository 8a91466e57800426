import { useRef, type ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Skeleton } from './skeleton';
import { useReturnFocus } from './use-return-focus';

interface TSheetProps {
  open: boolean;
  onClose: () => void;
  /** What the bar above the content says ("Task", "Deal"). */
  label: string;
  testId: string;
  closeTestId: string;
  children: ReactNode;
}

/**
 * A panel sliding over the right edge (the whole screen on a phone): a bar with its close button,
 * then the content scrolling under it. Opening focuses the panel itself, so a screen reader reads
 * its title first and the keyboard starts from its top.
 */
export function Sheet({ open, onClose, label, testId, closeTestId, children }: TSheetProps) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus({
    onOpenAutoFocus: (event) => {
      event.preventDefault();
      content.current?.focus();
    },
  });
  return (
    <D.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <D.Content
          ref={content}
          tabIndex={-1}
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col border-l bg-popover text-popover-foreground shadow-xl outline-none sm:max-w-xl"
          data-testid={testId}
          aria-describedby={undefined}
          {...returnFocus}
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
              data-testid={closeTestId}
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

interface TSheetLoadStateProps {
  /** The record could not be loaded; `gone` when it no longer exists (404), which no retry mends. */
  failed: boolean;
  gone: boolean;
  onRetry: () => void;
  texts: { notFound: string; loadFailed: string; loading: string; retry: string };
}

/** A detail panel's content until its record is in: placeholders, or why it is not, titled for screen readers either way. */
export function SheetLoadState({ failed, gone, onRetry, texts }: TSheetLoadStateProps) {
  if (failed) {
    return (
      <div className="space-y-3" role="alert" data-testid="sheet-load-error">
        <SheetTitle className="text-lg font-semibold">{gone ? texts.notFound : texts.loadFailed}</SheetTitle>
        {!gone && (
          <Button variant="outline" onClick={onRetry}>
            {texts.retry}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-4" aria-busy="true">
      <SheetTitle className="sr-only">{texts.loading}</SheetTitle>
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
