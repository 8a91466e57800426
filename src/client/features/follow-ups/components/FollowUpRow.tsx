import { forwardRef } from 'react';
import { Link } from 'react-router';
import { CalendarClock, Check, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFollowUp } from '@shared/follow-ups/follow-ups.schema';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/time-zone';
import { FollowUpStatusBadge, FollowUpTypeBadge } from './FollowUpBadges';

export interface TFollowUpRowHandlers {
  onToggleDone: (followUp: TFollowUp) => void;
  onEdit: (followUp: TFollowUp) => void;
  onDelete: (followUp: TFollowUp) => void;
}

interface TFollowUpRowProps extends TFollowUpRowHandlers {
  followUp: TFollowUp;
  zone: string;
  /** The reminder a notification led to. */
  highlighted?: boolean;
  busy?: boolean;
}

/** Where the person a reminder is about opens: the prospect's page, or the contacts list searched for the contact. */
function personLink(followUp: TFollowUp): { name: string; to: string } | null {
  if (followUp.prospect) return { name: followUp.prospect.name, to: `/prospects/${followUp.prospect.id}` };
  if (followUp.contact) return { name: followUp.contact.name, to: `/contacts?${new URLSearchParams({ q: followUp.contact.name })}` };
  return null;
}

export const FollowUpRow = forwardRef<HTMLLIElement, TFollowUpRowProps>(function FollowUpRow({ followUp, zone, highlighted, busy, onToggleDone, onEdit, onDelete }, ref) {
  const { t, i18n } = useTranslation('followUps');
  const person = personLink(followUp);
  const done = followUp.status === 'done';
  const name = person?.name ?? t('noPerson');
  return (
    <li
      ref={ref}
      tabIndex={highlighted ? -1 : undefined}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm outline-none sm:flex-row sm:items-start',
        followUp.status === 'missed' && 'border-l-4 border-l-destructive',
        highlighted && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
      )}
      data-testid="follow-up-row"
      data-id={followUp.id}
      data-status={followUp.status}
      aria-current={highlighted ? 'true' : undefined}
    >
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          {person ? (
            <Link to={person.to} className="font-semibold text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" data-testid="follow-up-person">
              {person.name}
            </Link>
          ) : (
            <span className="font-semibold text-muted-foreground">{name}</span>
          )}
          <FollowUpStatusBadge status={followUp.status} />
          <FollowUpTypeBadge followUp={followUp} />
        </div>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">{t('due')}</span>
          <time dateTime={followUp.dueAt} data-testid="follow-up-due">
            {formatDateTime(followUp.dueAt, i18n.language, zone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' })}
          </time>
        </p>
        {followUp.notes && <p className="whitespace-pre-line break-words text-sm">{followUp.notes}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant={done ? 'outline' : 'default'} size="sm" onClick={() => onToggleDone(followUp)} disabled={busy} data-testid={done ? 'follow-up-reopen' : 'follow-up-done'}>
          {done ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
          {done ? t('actions.reopen') : t('actions.done')}
        </Button>
        <Button variant="ghost" size="icon" className="size-8" onClick={() => onEdit(followUp)} disabled={busy} aria-label={t('actions.edit', { name })} title={t('actions.edit', { name })} data-testid="follow-up-edit">
          <Pencil />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" onClick={() => onDelete(followUp)} disabled={busy} aria-label={t('actions.delete', { name })} title={t('actions.delete', { name })} data-testid="follow-up-delete">
          <Trash2 />
        </Button>
      </div>
    </li>
  );
});
