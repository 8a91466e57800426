import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Card } from './card';
import { Skeleton } from './skeleton';

interface TStatCardProps {
  icon: LucideIcon;
  label: string;
  /** Already formatted; undefined while loading. */
  value: string | undefined;
  hint?: string;
  testId?: string;
  className?: string;
}

/** One metric of a page header: icon, name and figure. */
export function StatCard({ icon: Icon, label, value, hint, testId, className }: TStatCardProps) {
  return (
    <Card className={cn('flex items-center gap-2 p-3 sm:gap-3 sm:p-4', className)}>
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary sm:size-10">
        <Icon className="size-4 sm:size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="line-clamp-2 text-sm leading-snug text-muted-foreground">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-6 w-16" />
        ) : (
          <p className="truncate text-lg font-semibold tabular-nums sm:text-xl" title={value} data-testid={testId}>
            {value}
          </p>
        )}
        {hint && <p className="truncate text-xs text-muted-foreground">{hint}</p>}
      </div>
    </Card>
  );
}
