import { useState } from 'react';
import { Inbox, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TICKET_STATUSES, type TSupportTicket, type TTicketStatus } from '@shared/support/support.schema';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { OptionSelect } from '../../../components/ui/option-select';
import { PagedResults } from '../../../components/ui/paged-results';
import { pageCountOf, useClampedPage } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useSupportLive } from '../../support/api/support.api';
import { TicketPriorityBadge } from '../../support/components/TicketBadges';
import { TicketRowLink, useOpenTicket } from '../../support/components/TicketInbox';
import { TicketThread } from '../../support/components/TicketThread';
import { useAdminTickets } from './api/ops.api';
import { FilteredEmpty } from './FilteredEmpty';
import { TicketControls } from './TicketControls';
import { usePagerLabels } from './use-pager-labels';

const PAGE_SIZE = 20;

/** Whose turn it is: the user wrote last (or nobody answered yet) on a ticket still open. */
function ReplyStateBadge({ ticket }: { ticket: TSupportTicket }) {
  const { t } = useTranslation('adminOps');
  if (ticket.status === 'resolved' || ticket.lastReplyFromAdmin) return null;
  return (
    <Badge variant="outline" className="whitespace-nowrap border-primary/40 text-primary" data-testid="ticket-awaiting">
      {ticket.lastReplyFromAdmin === false ? t('tickets.userRepliedLast') : t('tickets.noReplyYet')}
    </Badge>
  );
}

function TicketRow({ ticket, selected, href }: { ticket: TSupportTicket; selected: boolean; href: string }) {
  const { t, i18n } = useTranslation('adminOps');
  return (
    <TicketRowLink ticket={ticket} selected={selected} href={href} testId="admin-ticket-row">
      <span className="min-w-0 truncate text-xs text-muted-foreground">
        {ticket.userName} · {ticket.userEmail}
      </span>
      <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        <TicketPriorityBadge priority={ticket.priority} />
        <ReplyStateBadge ticket={ticket} />
        <span>
          {formatRelativeTime(ticket.updatedAt, Date.now(), i18n.language)}
          {ticket.replyCount > 0 && ` · ${t('tickets.replies', { count: ticket.replyCount })}`}
        </span>
      </span>
    </TicketRowLink>
  );
}

/**
 * The admin dashboard's support tickets: every user's tickets beside the open one (`?ticket=`,
 * where notifications point); kept live by `support.updated`.
 */
export function TicketsTab() {
  const { t } = useTranslation('adminOps');
  const { selected, hrefOf, closeThread } = useOpenTicket();
  const [status, setStatus] = useState<TTicketStatus | ''>('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useAdminTickets({ status, q, page, pageSize: PAGE_SIZE });
  const pageCount = pageCountOf(list.data?.total ?? 0, PAGE_SIZE);
  useClampedPage(page, pageCount, !!list.data && !list.isPlaceholderData, setPage);
  const pagerLabels = usePagerLabels(page, pageCount);
  useSupportLive();

  const filter = (change: { status?: TTicketStatus | ''; q?: string }) => {
    if (change.status !== undefined) setStatus(change.status);
    if (change.q !== undefined) setQ(change.q);
    setPage(1);
  };

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[24rem_minmax(0,1fr)] lg:items-start" data-testid="admin-tickets">
      <section className={cn('grid min-w-0 gap-3', selected && 'max-lg:hidden')} aria-label={t('tickets.listLabel')}>
        {/* Stacked in the narrow column beside a thread; side by side when the list has the width. */}
        <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem] lg:grid-cols-1">
          <SearchInput
            value={q}
            onSearch={(value) => filter({ q: value })}
            placeholder={t('tickets.search')}
            aria-label={t('tickets.search')}
            maxLength={200}
            data-testid="admin-tickets-search"
          />
          <OptionSelect
            options={TICKET_STATUSES}
            emptyLabel={t('tickets.allStatuses')}
            labelOf={(value) => t(`support:status.${value}`)}
            value={status}
            onChange={(event) => filter({ status: event.target.value as TTicketStatus | '' })}
            aria-label={t('tickets.statusFilter')}
            data-testid="admin-tickets-status"
          />
        </div>
        <PagedResults
          query={list}
          errorTexts={{ message: t('tickets.loadError'), retry: t('common.retry') }}
          skeleton={
            <div className="grid gap-2">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-20 w-full" />
              ))}
            </div>
          }
          empty={
            <FilteredEmpty
              filtered={!!q || !!status}
              icon={Inbox}
              title={t('tickets.empty')}
              text={t('tickets.emptyText')}
              onClear={() => filter({ q: '', status: '' })}
              testId="admin-tickets-empty"
            />
          }
          pagination={{ page, pageCount, onPageChange: setPage, labels: pagerLabels }}
        >
          {(data) => (
            <Card className="overflow-hidden">
              <ul className="divide-y" aria-label={t('tickets.listLabel')} data-testid="admin-ticket-list">
                {data.items.map((ticket) => (
                  <TicketRow key={ticket.id} ticket={ticket} selected={ticket.id === selected} href={hrefOf(ticket.id)} />
                ))}
              </ul>
            </Card>
          )}
        </PagedResults>
      </section>
      <section className={cn('min-w-0', !selected && 'max-lg:hidden')} aria-label={t('tickets.threadLabel')}>
        {selected ? (
          <TicketThread key={selected} id={selected} onBack={closeThread} staffView={{ controls: (ticket) => <TicketControls ticket={ticket} />, notFound: t('tickets.notFound') }} />
        ) : (
          <Card className="flex min-h-64 flex-col items-center justify-center gap-3 p-10 text-center text-muted-foreground" data-testid="admin-ticket-placeholder">
            <MessageSquareText className="size-10 opacity-60" aria-hidden="true" />
            <p className="text-sm">{t('tickets.select')}</p>
          </Card>
        )}
      </section>
    </div>
  );
}
