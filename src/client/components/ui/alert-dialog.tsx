import type { ComponentProps, HTMLAttributes } from 'react';
import { AlertDialog as A } from 'radix-ui';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { useReturnFocus } from './use-return-focus';

export const AlertDialog = A.Root;
export const AlertDialogTrigger = A.Trigger;

export function AlertDialogContent({ className, onOpenAutoFocus, onCloseAutoFocus, ...props }: ComponentProps<typeof A.Content>) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <A.Portal>
      <A.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <A.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto overscroll-contain rounded-lg border bg-popover p-6 text-popover-foreground shadow-xl',
          className,
        )}
        {...props}
        {...returnFocus}
      />
    </A.Portal>
  );
}
export function AlertDialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-2', className)} {...props} />;
}
export function AlertDialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof A.Title>) {
  return <A.Title className={cn('text-lg font-semibold', className)} {...props} />;
}
export function AlertDialogDescription({ className, ...props }: ComponentProps<typeof A.Description>) {
  return <A.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
export function AlertDialogCancel(props: ComponentProps<typeof Button>) {
  return (
    <A.Cancel asChild>
      <Button variant="outline" {...props} />
    </A.Cancel>
  );
}
export function AlertDialogAction(props: ComponentProps<typeof Button>) {
  return (
    <A.Action asChild>
      <Button {...props} />
    </A.Action>
  );
}
