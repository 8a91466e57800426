import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, CircleX, Info, Loader2, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

type TTone = 'success' | 'error' | 'cancelled' | 'info' | 'pending';

const TONES: Record<TTone, { icon: LucideIcon; className: string }> = {
  success: { icon: CircleCheck, className: 'bg-success/15 text-success' },
  error: { icon: CircleAlert, className: 'bg-destructive/15 text-destructive' },
  cancelled: { icon: CircleX, className: 'bg-muted text-muted-foreground' },
  info: { icon: Info, className: 'bg-primary/10 text-primary' },
  pending: { icon: Loader2, className: 'bg-primary/10 text-primary [&>svg]:animate-spin' },
};

interface TPaymentResultProps {
  tone: TTone;
  title: string;
  /** The explanation under the title. */
  children: ReactNode;
  /** The ways on: links and buttons. */
  actions?: ReactNode;
  testId: string;
}

/** The page a payment ends on (processing, paid, failed, cancelled, or a session missing): one card, centred. */
export function PaymentResult({ tone, title, children, actions, testId }: TPaymentResultProps) {
  const { icon: Icon, className } = TONES[tone];
  return (
    <div className="flex min-h-[60vh] items-center justify-center py-6" data-testid={testId} data-tone={tone}>
      <Card className="w-full max-w-lg p-6 text-center sm:p-8">
        <span className={cn('mx-auto mb-4 grid size-14 place-items-center rounded-full', className)}>
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <div className="mt-3 grid gap-2 text-sm text-muted-foreground">{children}</div>
        {actions && <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row sm:flex-wrap">{actions}</div>}
      </Card>
    </div>
  );
}
