import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Inbox, LifeBuoy, MessageSquareText, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TICKET_STATUSES, type TSupportTicket, type TTicketStatus } from '@shared/support/support.schema';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ListEmpty, ListError } from '../../../components/ui/list-states';
import { OptionSelect } from '../../../components/ui/option-select';
import { Pagination, pageCountOf, useClampedPage } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useMyTickets } from '../api/support.api';
import { CATEGORY_ICONS } from '../lib/support-display';
import { TicketStatusBadge } from './TicketBadges';
import { TicketThread } from './TicketThread';

const PAGE_SIZE = 20;

interface TTicketRowLinkProps {
  ticket: TSupportTicket;
  selected: boolean;
  href: string;
  testId: string;
  /** The lines under the subject and status. */
  children: ReactNode;
}

/** A ticket in a list of threads: its subject and status, linking to its thread (marked when open). */
export function TicketRowLink({ ticket, selected, href, testId, children }: TTicketRowLinkProps) {
  return (
    <li>
      <Link
        to={href}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'grid gap-1.5 border-l-2 border-transparent p-3 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
          // Dark: the page's own background under the tinted badges keeps their text readable.
          selected && 'border-primary bg-primary/5 dark:bg-background/60',
        )}
        data-testid={testId}
        data-ticket-id={ticket.id}
      >
        <span className="flex items-start justify-between gap-2">
          <span className="min-w-0 break-words text-sm font-medium">{ticket.subject}</span>
          <TicketStatusBadge status={ticket.status} />
        </span>
        {children}
      </Link>
    </li>
  );
}

/** The thread open beside a ticket list (`?ticket=`), the link that opens another and the way back to the list. */
export function useOpenTicket() {
  const [params, setParams] = useSearchParams();
  const hrefOf = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('ticket', id);
    return `?${next}`;
  };
  const closeThread = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('ticket');
      return next;
    });
  return { selected: params.get('ticket'), hrefOf, closeThread };
}

function TicketRow({ ticket, selected, href }: { ticket: TSupportTicket; selected: boolean; href: string }) {
  const { t, i18n } = useTranslation('support');
  const Icon = CATEGORY_ICONS[ticket.category];
  return (
    <TicketRowLink ticket={ticket} selected={selected} href={href} testId="ticket-row">
      <span className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
        <Icon className="size-3.5" aria-hidden="true" />
        {t(`categories.${ticket.category}`)}
        <span aria-hidden="true">·</span>
        {formatRelativeTime(ticket.updatedAt, Date.now(), i18n.language)}
        {ticket.replyCount > 0 && (
          <>
            <span aria-hidden="true">·</span>
            {t('tickets.replies', { count: ticket.replyCount })}
          </>
        )}
      </span>
      {ticket.lastReplyFromAdmin && <span className="text-xs font-medium text-primary">{t('tickets.supportReplied')}</span>}
    </TicketRowLink>
  );
}

/**
 * The support tickets tab: the user's threads beside the open one (`?ticket=`). On a phone the
 * list and the thread take turns, with a way back to the list.
 */
export function TicketInbox() {
  const { t } = useTranslation('support');
  const { selected, hrefOf, closeThread } = useOpenTicket();
  const [status, setStatus] = useState<TTicketStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useMyTickets({ status: status || undefined, page, pageSize: PAGE_SIZE });
  const pageCount = pageCountOf(list.data?.total ?? 0, PAGE_SIZE);
  useClampedPage(page, pageCount, !!list.data && !list.isPlaceholderData, setPage);

  const listBody = list.isError ? (
    <ListError message={t('tickets.loadError')} retryLabel={t('tickets.retry')} onRetry={() => void list.refetch()} />
  ) : !list.data ? (
    <div className="grid gap-2" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  ) : list.data.items.length === 0 ? (
    status ? (
      <ListEmpty
        icon={SearchX}
        title={t('messages.emptyFiltered')}
        text={t('messages.emptyFilteredText')}
        action={
          <Button variant="outline" onClick={() => setStatus('')}>
            {t('messages.showAll')}
          </Button>
        }
        testId="tickets-empty"
      />
    ) : (
      <ListEmpty
        icon={Inbox}
        title={t('messages.empty')}
        text={t('messages.emptyText')}
        action={
          <Button asChild>
            <Link to="/support">{t('messages.openSupport')}</Link>
          </Button>
        }
        testId="tickets-empty"
      />
    )
  ) : (
    <Card className={cn('overflow-hidden', list.isPlaceholderData && 'opacity-60 transition-opacity')}>
      <ul className="divide-y" aria-label={t('messages.threadsLabel')} data-testid="ticket-list">
        {list.data.items.map((ticket) => (
          <TicketRow key={ticket.id} ticket={ticket} selected={ticket.id === selected} href={hrefOf(ticket.id)} />
        ))}
      </ul>
    </Card>
  );

  // Nothing to list or open yet: the way to the support centre takes the whole tab.
  if (list.data?.total === 0 && !status && !selected && page === 1) return listBody;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[21rem_minmax(0,1fr)] lg:items-start">
      <section className={cn('grid gap-3', selected && 'max-lg:hidden')} aria-label={t('messages.threadsLabel')}>
        <div className="flex items-end gap-2">
          <div className="grid flex-1 gap-1.5">
            <label htmlFor="tickets-status" className="text-sm font-medium">
              {t('messages.statusFilter')}
            </label>
            <OptionSelect
              id="tickets-status"
              options={TICKET_STATUSES}
              emptyLabel={t('messages.allStatuses')}
              labelOf={(value) => t(`status.${value}`)}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as TTicketStatus | '');
                setPage(1);
              }}
              data-testid="tickets-status"
            />
          </div>
          <Button asChild variant="outline">
            <Link to="/support">
              <LifeBuoy aria-hidden="true" />
              {t('messages.newTicket')}
            </Link>
          </Button>
        </div>
        {listBody}
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          labels={{ status: t('messages.pagination.status', { page, pageCount }), previous: t('messages.pagination.previous'), next: t('messages.pagination.next') }}
        />
      </section>
      <section className={cn('min-w-0', !selected && 'max-lg:hidden')}>
        {selected ? (
          <TicketThread key={selected} id={selected} onBack={closeThread} />
        ) : (
          <Card className="flex min-h-64 flex-col items-center justify-center gap-3 p-10 text-center text-muted-foreground" data-testid="ticket-placeholder">
            <MessageSquareText className="size-10 opacity-60" aria-hidden="true" />
            <p className="text-sm">{t('messages.select')}</p>
          </Card>
        )}
      </section>
    </div>
  );
}
