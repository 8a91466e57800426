import { cn } from '../../lib/cn';

/** A horizontal progress bar; `value` is a percentage, clamped to 0..100. */
export function Progress({ value, label, className, barClassName }: { value: number; label: string; className?: string; barClassName?: string }) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      className={cn('h-2 overflow-hidden rounded-full bg-muted', className)}
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className={cn('h-full rounded-full bg-primary transition-[width]', barClassName)} style={{ width: `${percent}%` }} />
    </div>
  );
}
