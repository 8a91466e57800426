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
    <Card className={cn('flex items-center gap-3 p-4', className)}>
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="line-clamp-2 text-sm leading-snug text-muted-foreground">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-6 w-16" />
        ) : (
          <p className="truncate text-xl font-semibold tabular-nums" data-testid={testId}>
            {value}
          </p>
        )}
        {hint && <p className="truncate text-xs text-muted-foreground">{hint}</p>}
      </div>
    </Card>
  );
}
