import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

export const CELL = 'px-3 py-2.5 text-left align-middle';

/** A table's column headings; `className` hides a column on narrow screens or aligns it. */
export function TableHead({ columns }: { columns: { label: string; className?: string }[] }) {
  return (
    <thead className="whitespace-nowrap border-b bg-muted/50 text-muted-foreground">
      <tr>
        {columns.map(({ label, className }) => (
          <th key={label} scope="col" className={cn(CELL, 'font-medium', className)}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A titled part of the page: a table, its empty state or its loading placeholder. */
export function ReferralSection({ title, note, testId, children }: { title: string; note?: string; testId: string; children: ReactNode }) {
  return (
    <section className="grid gap-3" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${testId}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {note && <p className="text-sm text-muted-foreground">{note}</p>}
      </div>
      {children}
    </section>
  );
}

export function TableSkeleton() {
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4" aria-busy="true">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-8 w-full" />
      ))}
    </div>
  );
}
