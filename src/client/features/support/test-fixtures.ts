import type { TSupportTicket, TTicketDetail, TTicketReply } from '@shared/support/support.schema';

export function makeTicket(overrides: Partial<TSupportTicket> = {}): TSupportTicket {
  return {
    id: 't1',
    userId: 'u1',
    userName: 'Ana Lopez',
    userEmail: 'ana@example.com',
    subject: 'Company name on my invoices',
    category: 'billing',
    message: 'Where can I add my VAT number?',
    status: 'open',
    priority: 'medium',
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    lastReplyAt: null,
    replyCount: 0,
    lastReplyFromAdmin: null,
    ...overrides,
  };
}

export function makeReply(overrides: Partial<TTicketReply> = {}): TTicketReply {
  return { id: 'r1', ticketId: 't1', fromAdmin: true, authorName: 'Alex Morgan', message: 'Open Membership, then Manage subscription.', createdAt: '2026-03-01T10:00:00.000Z', ...overrides };
}

export const detailOf = (ticket: TSupportTicket, replies: TTicketReply[] = []): TTicketDetail => ({ ...ticket, replies, replyCount: replies.length });

export const pageOf = (items: TSupportTicket[]) => ({ body: { items, total: items.length, page: 1, pageSize: 20 } });
