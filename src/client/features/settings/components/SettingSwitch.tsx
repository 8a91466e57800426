import { useId, type ReactNode } from 'react';
import { Switch } from 'radix-ui';
import { cn } from '../../../lib/cn';

interface TSettingSwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Shown after the label, e.g. a premium badge. */
  badge?: ReactNode;
  /** Shown under the description, e.g. an upgrade link. */
  footer?: ReactNode;
  testId?: string;
}

/** One on/off preference: label and description on the left, the switch on the right. */
export function SettingSwitch({ label, description, checked, onCheckedChange, disabled, badge, footer, testId }: TSettingSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="grid min-w-0 gap-1">
        <label htmlFor={id} className={cn('flex flex-wrap items-center gap-2 text-sm font-medium', disabled && 'text-muted-foreground')}>
          {label}
          {badge}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
        {footer}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        data-testid={testId}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </Switch.Root>
    </div>
  );
}
