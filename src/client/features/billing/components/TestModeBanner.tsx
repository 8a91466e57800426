import { TriangleAlert } from 'lucide-react';

/** Marks the offline provider's stand-ins for Stripe's pages: nothing here moves real money. */
export function TestModeBanner({ title, text }: { title: string; text: string }) {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950 dark:border-warning dark:bg-warning/10 dark:text-warning"
      data-testid="test-mode-banner"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-1 text-left">
        <p className="font-semibold uppercase tracking-wide">{title}</p>
        <p className="text-sm">{text}</p>
      </div>
    </div>
  );
}
