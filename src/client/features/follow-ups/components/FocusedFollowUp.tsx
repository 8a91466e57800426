import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFollowUp } from '../api/follow-ups.api';
import { FollowUpRow, type TFollowUpRowHandlers } from './FollowUpRow';

interface TFocusedFollowUpProps {
  id: string;
  zone: string;
  handlers: TFollowUpRowHandlers;
  busyId: string | undefined;
  onClose: () => void;
}

/** The reminder a notification links to (`?reminder=<id>`), first on the page and focused. */
export function FocusedFollowUp({ id, zone, handlers, busyId, onClose }: TFocusedFollowUpProps) {
  const { t } = useTranslation('followUps');
  const { data, isError } = useFollowUp(id);
  const row = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (data) row.current?.focus();
  }, [data]);

  return (
    <section aria-labelledby="follow-up-focused-title" className="grid gap-2" data-testid="follow-up-focused">
      <div className="flex items-center justify-between gap-2">
        <h2 id="follow-up-focused-title" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          {t('focused.title')}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose} data-testid="follow-up-focused-close">
          <X aria-hidden="true" />
          {t('focused.close')}
        </Button>
      </div>
      {isError ? (
        <p role="alert" className="rounded-lg border bg-card p-4 text-sm text-muted-foreground">
          {t('focused.missing')}
        </p>
      ) : data ? (
        <ul>
          <FollowUpRow ref={row} followUp={data} zone={zone} highlighted busy={busyId === data.id} {...handlers} />
        </ul>
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
    </section>
  );
}
