import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { cn } from '../../../lib/cn';

export interface TRadioCardOption<T extends string> {
  value: T;
  title: string;
  description?: string;
  /** A picture or icon above the title. */
  visual?: ReactNode;
}

interface TRadioCardsProps<T extends string> {
  label: string;
  value: T;
  onValueChange: (value: T) => void;
  options: TRadioCardOption<T>[];
  testIdPrefix: string;
  className?: string;
}

/** A choice of one among a few, as cards; arrow keys move between them. */
export function RadioCards<T extends string>({ label, value, onValueChange, options, testIdPrefix, className }: TRadioCardsProps<T>) {
  return (
    <RadioGroup.Root aria-label={label} value={value} onValueChange={(next) => onValueChange(next as T)} className={cn('grid gap-3', className)}>
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          data-testid={`${testIdPrefix}-${option.value}`}
          className="group relative flex cursor-pointer flex-col gap-2 rounded-lg border bg-card p-4 text-left transition-colors hover:bg-accent/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=checked]:border-primary data-[state=checked]:ring-1 data-[state=checked]:ring-primary"
        >
          {option.visual}
          <span className="pr-6 text-sm font-medium">{option.title}</span>
          {option.description && <span className="text-xs text-muted-foreground">{option.description}</span>}
          <RadioGroup.Indicator className="absolute right-3 top-3 grid size-5 place-items-center rounded-full bg-primary text-primary-foreground">
            <Check className="size-3" aria-hidden="true" />
          </RadioGroup.Indicator>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
