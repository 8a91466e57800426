import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/**
 * The ring shows on :focus-within: a text field matches it whenever it has focus, and Chromium
 * leaves a date or time field out of :focus and :focus-visible while Shift+Tab walks back
 * through its day, month and year parts, with no ring.
 */
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(({ className, ...props }, ref) => (
  <input
    ref={ref}
    className={cn(
      'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-sm placeholder:text-muted-foreground focus-within:outline-none focus-within:ring-2 focus-within:ring-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive',
      className,
    )}
    {...props}
  />
));
Input.displayName = 'Input';
