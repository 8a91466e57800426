import { cn } from '../../lib/cn';

/** The inline error under a form field; announced to screen readers. */
export function FieldError({ id, message, className }: { id?: string; message?: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn('text-xs text-destructive', className)}>
      {message}
    </p>
  );
}
