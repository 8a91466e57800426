import type { ReactNode } from 'react';
import { AlertTriangle, RotateCcw, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

export function EmptyState({ icon: Icon, title, text, action }: { icon: LucideIcon; title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-12 text-center">
      <Icon className="size-10 text-muted-foreground/60" aria-hidden="true" />
      <p className="font-medium">{title}</p>
      {text && <p className="max-w-sm text-sm text-muted-foreground">{text}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

/** A load failure with a retry button. */
export function LoadError({ text, onRetry, retrying }: { text: string; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Card role="alert" className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center">
      <AlertTriangle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
      <p className="flex-1 text-sm">{text}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCcw /> {t('errors.tryAgain')}
      </Button>
    </Card>
  );
}
