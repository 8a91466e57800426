import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** The form's main button: disabled with a spinner while the request runs. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full" disabled={pending} aria-busy={pending} data-testid="auth-submit">
      {pending && <Spinner className="size-4 text-current" />}
      {children}
    </Button>
  );
}
