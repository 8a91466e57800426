import type { ReactNode } from 'react';
import { ArrowLeft, Headset, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TTicketDetail } from '@shared/support/support.schema';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ListError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { browserTimeZone, formatDateTime } from '../../../lib/time-zone';
import { useProfile } from '../../profile/api/profile';
import { useTicket } from '../api/support.api';
import { TicketPriorityBadge, TicketStatusBadge } from './TicketBadges';
import { TicketReplyForm } from './TicketReplyForm';

interface TMessage {
  id: string;
  fromAdmin: boolean;
  authorName: string;
  message: string;
  createdAt: string;
}

/** The opening message, then the replies, oldest first. */
const messagesOf = (ticket: TTicketDetail): TMessage[] => [
  { id: ticket.id, fromAdmin: false, authorName: ticket.userName, message: ticket.message, createdAt: ticket.createdAt },
  ...ticket.replies,
];

/** How support staff see a thread (the admin dashboard): the user by name, their controls in the header. */
export interface TStaffView {
  /** Status and priority controls shown under the subject. */
  controls: (ticket: TTicketDetail) => ReactNode;
  /** Says the ticket does not exist (the user's text says "or is not yours"). */
  notFound: string;
}

function ThreadMessage({ message, zone, staff }: { message: TMessage; zone: string; staff: boolean }) {
  const { t, i18n } = useTranslation('support');
  const Icon = message.fromAdmin ? Headset : UserRound;
  return (
    <li className={cn('flex max-w-[min(40rem,92%)] gap-3', message.fromAdmin ? 'justify-self-start' : 'flex-row-reverse justify-self-end')} data-testid="ticket-message" data-from={message.fromAdmin ? 'support' : 'user'}>
      <span className={cn('mt-1 grid size-8 shrink-0 place-items-center rounded-full', message.fromAdmin ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground')} aria-hidden="true">
        <Icon className="size-4" />
      </span>
      <div className={cn('grid min-w-0 gap-1', !message.fromAdmin && 'justify-items-end')}>
        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{message.fromAdmin ? t('thread.supportAuthor', { name: message.authorName }) : staff ? message.authorName : t('thread.you')}</span>
          {' · '}
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language, zone)}</time>
        </p>
        <div className={cn('whitespace-pre-wrap break-words rounded-lg px-4 py-3 text-sm leading-relaxed', message.fromAdmin ? 'border bg-card' : 'bg-primary/10')}>{message.message}</div>
      </div>
    </li>
  );
}

/** One ticket's conversation with its reply box; refreshed live by `useSupportLive` on the page. */
export function TicketThread({ id, onBack, staffView }: { id: string; onBack: () => void; staffView?: TStaffView }) {
  const { t, i18n } = useTranslation('support');
  const ticket = useTicket(id);
  const profile = useProfile();
  const zone = profile.data?.timeZone ?? browserTimeZone();
  const back = (
    <Button variant="ghost" size="sm" onClick={onBack} className="justify-self-start lg:hidden" data-testid="ticket-back">
      <ArrowLeft aria-hidden="true" />
      {t('thread.back')}
    </Button>
  );

  if (ticket.isError) {
    const missing = ticket.error instanceof ApiError && ticket.error.status === 404;
    return (
      <div className="grid gap-3">
        {back}
        <ListError message={missing ? (staffView?.notFound ?? t('thread.notFound')) : t('tickets.loadError')} retryLabel={t('tickets.retry')} onRetry={() => void ticket.refetch()} />
      </div>
    );
  }
  if (!ticket.data) {
    return (
      <Card className="grid gap-4 p-6" aria-busy="true">
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-20 w-3/4" />
        <Skeleton className="ml-auto h-16 w-2/3" />
      </Card>
    );
  }

  const data = ticket.data;
  return (
    <div className="grid gap-3">
      {back}
      <Card className="overflow-hidden" data-testid="ticket-thread" data-ticket-id={data.id}>
        <header className="grid gap-2 border-b p-4 sm:p-6">
          <h2 className="break-words text-lg font-semibold leading-snug" data-testid="ticket-subject">
            {data.subject}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <TicketStatusBadge status={data.status} />
            <Badge variant="outline">{t(`categories.${data.category}`)}</Badge>
            <TicketPriorityBadge priority={data.priority} />
            <span className="text-xs text-muted-foreground">{t('thread.opened', { date: formatDateTime(data.createdAt, i18n.language, zone, { dateStyle: 'medium' }) })}</span>
          </div>
          {staffView?.controls(data)}
        </header>
        <ol className="grid gap-5 p-4 sm:p-6" aria-label={t('thread.conversation')} aria-live="polite" data-testid="ticket-messages">
          {messagesOf(data).map((message) => (
            <ThreadMessage key={message.id} message={message} zone={zone} staff={!!staffView} />
          ))}
        </ol>
        <TicketReplyForm ticketId={data.id} status={data.status} staff={!!staffView} />
      </Card>
    </div>
  );
}
