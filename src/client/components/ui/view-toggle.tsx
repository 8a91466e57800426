import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

interface TViewToggleProps<V extends string> {
  views: readonly V[];
  icons: Record<V, LucideIcon>;
  value: V;
  onChange: (view: V) => void;
  /** Translated: the group's name and each view's. */
  label: string;
  labelOf: (view: V) => string;
  /** Test ids are `${testIdPrefix}-${view}`. */
  testIdPrefix: string;
}

/** A screen's views as pressed-or-not buttons; on a phone only the icons show, named for screen readers. */
export function ViewToggle<V extends string>({ views, icons, value, onChange, label, labelOf, testIdPrefix }: TViewToggleProps<V>) {
  return (
    <div className="flex gap-1 rounded-md border bg-card p-1" role="group" aria-label={label}>
      {views.map((mode) => {
        const Icon: LucideIcon = icons[mode];
        return (
          <Button
            key={mode}
            variant="ghost"
            size="sm"
            aria-pressed={value === mode}
            onClick={() => onChange(mode)}
            data-testid={`${testIdPrefix}-${mode}`}
            className={cn('grow', value === mode && 'bg-accent text-accent-foreground')}
          >
            <Icon aria-hidden="true" />
            <span className="max-sm:sr-only">{labelOf(mode)}</span>
          </Button>
        );
      })}
    </div>
  );
}
