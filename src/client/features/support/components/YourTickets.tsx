import { Link } from 'react-router';
import { ArrowRight, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ListError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useMyTickets } from '../api/support.api';
import { TicketStatusBadge } from './TicketBadges';

/** How many of the newest tickets the support centre lists; the rest are in Messages. */
const RECENT_TICKETS = 5;

/** "Your tickets" on the support centre: the newest few with their status, each a link to its thread. */
export function YourTickets() {
  const { t, i18n } = useTranslation('support');
  const tickets = useMyTickets({ page: 1, pageSize: RECENT_TICKETS });
  const now = Date.now();

  return (
    <Card className="flex flex-col" data-testid="support-your-tickets">
      <CardHeader>
        <CardTitle>{t('tickets.title')}</CardTitle>
        <CardDescription>{t('tickets.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {tickets.isError ? (
          <ListError message={t('tickets.loadError')} retryLabel={t('tickets.retry')} onRetry={() => void tickets.refetch()} />
        ) : !tickets.data ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : tickets.data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-6 text-center" data-testid="support-tickets-empty">
            <Inbox className="size-8 text-muted-foreground/60" aria-hidden="true" />
            <p className="font-medium">{t('tickets.empty')}</p>
            <p className="text-sm text-muted-foreground">{t('tickets.emptyText')}</p>
          </div>
        ) : (
          <ul className="grid divide-y rounded-lg border" aria-label={t('tickets.title')}>
            {tickets.data.items.map((ticket) => (
              <li key={ticket.id}>
                <Link
                  to={`/messages?ticket=${ticket.id}`}
                  className="grid gap-1 p-3 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
                  data-testid="support-ticket-link"
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="min-w-0 break-words text-sm font-medium">{ticket.subject}</span>
                    <TicketStatusBadge status={ticket.status} />
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {t(`categories.${ticket.category}`)} · {t('tickets.updated', { when: formatRelativeTime(ticket.updatedAt, now, i18n.language) })}
                    {ticket.lastReplyFromAdmin && <span className="font-medium text-primary"> · {t('tickets.supportReplied')}</span>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="outline" className="justify-self-start max-sm:w-full">
          <Link to="/messages" data-testid="support-to-messages">
            {t('tickets.viewAll')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
