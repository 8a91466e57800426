import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { TUserAnnouncement } from '@shared/announcements/announcements.schema';
import { LocationProbe, makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { FakeWebSocket } from '../../../lib/realtime.fake';
import { detailOf, makeReply, makeTicket, pageOf } from '../test-fixtures';
import { MessagesPage } from './MessagesPage';
import { withLiveSocket } from '../../../lib/realtime.test-support';

const TICKET = makeTicket({ status: 'inprogress', replyCount: 1, lastReplyFromAdmin: true });
const OTHER = makeTicket({ id: 't2', subject: 'Calendar sync', category: 'technical', status: 'resolved' });

function announcement(overrides: Partial<TUserAnnouncement> = {}): TUserAnnouncement {
  return { id: 'a1', title: 'New pipeline view', content: '<p>Drag deals <strong>between stages</strong>.</p><script>alert(1)</script>', targetAudience: 'all_users', createdAt: '2026-03-02T09:00:00.000Z', isRead: false, ...overrides };
}

function renderPage(url: string, answers: Parameters<typeof stubFetch>[0] = {}) {
  const table: Parameters<typeof stubFetch>[0] = {
    'GET /api/me': { body: makeProfile() },
    'GET /api/support/tickets': pageOf([TICKET, OTHER]),
    'GET /api/support/tickets/t1': { body: detailOf(TICKET, [makeReply()]) },
    'GET /api/support/tickets/t2': { body: detailOf(OTHER) },
    'GET /api/announcements': { body: [announcement(), announcement({ id: 'a2', title: 'Spring webinar', isRead: true })] },
    ...answers,
  };
  const fetchMock = stubFetch(table);
  renderWithRouter(
    <>
      <MessagesPage />
      <LocationProbe />
    </>,
    { url, path: '/messages' },
  );
  return { fetchMock, table };
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname === path);

withLiveSocket();

describe('MessagesPage', () => {
  it('lists the threads and opens the one in the address, oldest message first', async () => {
    renderPage('/messages?ticket=t1');
    const rows = await screen.findAllByTestId('ticket-row');
    expect(rows.map((r) => r.getAttribute('data-ticket-id'))).toEqual(['t1', 't2']);
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).toHaveTextContent('Support replied');
    const thread = await screen.findByTestId('ticket-thread');
    expect(within(thread).getByRole('heading', { name: 'Company name on my invoices' })).toBeInTheDocument();
    const messages = within(thread).getAllByTestId('ticket-message');
    expect(messages.map((m) => m.getAttribute('data-from'))).toEqual(['user', 'support']);
    expect(messages[0]).toHaveTextContent('Where can I add my VAT number?');
    expect(messages[1]).toHaveTextContent('Alex Morgan · Upline Support');
    expect(within(thread).getByTestId('ticket-status')).toHaveTextContent('In progress');
  });

  it('opens another thread from the list', async () => {
    renderPage('/messages?ticket=t1');
    await userEvent.click((await screen.findAllByTestId('ticket-row'))[1]!);
    expect(await screen.findByRole('heading', { name: 'Calendar sync' })).toBeInTheDocument();
    expect(screen.getByText('This ticket is resolved. Replying opens it again.')).toBeInTheDocument();
  });

  it('refuses an empty reply with the spec’s message, then sends one', async () => {
    const { fetchMock } = renderPage('/messages?ticket=t1', { 'POST /api/support/tickets/t1/replies': { status: 201, body: makeReply({ id: 'r2', fromAdmin: false }) } });
    await screen.findByTestId('ticket-thread');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply message cannot be empty.')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/support/tickets/t1/replies')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Your reply'), 'Thanks, that worked!');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/support/tickets/t1/replies')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'POST', '/api/support/tickets/t1/replies')[0]![1]?.body))).toEqual({ message: 'Thanks, that worked!' });
    await waitFor(() => expect(screen.getByLabelText('Your reply')).toHaveValue(''));
  });

  it('says when a reply could not be sent, keeping the text', async () => {
    const error = vi.spyOn(toast, 'error');
    renderPage('/messages?ticket=t1', { 'POST /api/support/tickets/t1/replies': { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } });
    await screen.findByTestId('ticket-thread');
    await userEvent.type(screen.getByLabelText('Your reply'), 'Hello?');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to send reply. Please try again.', undefined));
    expect(screen.getByLabelText('Your reply')).toHaveValue('Hello?');
  });

  it('shows an answer from support as soon as support.updated arrives', async () => {
    const { table } = renderPage('/messages?ticket=t1');
    await screen.findByTestId('ticket-thread');
    table['GET /api/support/tickets/t1'] = { body: detailOf(TICKET, [makeReply(), makeReply({ id: 'r3', message: 'Your invoices now show the VAT number.', createdAt: '2026-03-01T11:00:00.000Z' })]) };
    act(() => FakeWebSocket.last.push('support.updated', { ticketId: 't1' }));
    expect(await screen.findByText('Your invoices now show the VAT number.')).toBeInTheDocument();
  });

  it('leads to the support centre when there are no tickets yet', async () => {
    renderPage('/messages', { 'GET /api/support/tickets': pageOf([]) });
    const empty = await screen.findByTestId('tickets-empty');
    expect(empty).toHaveTextContent('No support tickets yet');
    expect(within(empty).getByRole('link', { name: 'Open the support centre' })).toHaveAttribute('href', '/support');
  });

  it('says a ticket that is not the user’s does not exist', async () => {
    renderPage('/messages?ticket=t9');
    expect(await screen.findByText('This ticket does not exist or is not yours.')).toBeInTheDocument();
  });

  it('lists announcements read and unread, sanitized, and marks one read', async () => {
    const { fetchMock } = renderPage('/messages?tab=announcements', { 'POST /api/announcements/a1/read': { status: 204 } });
    const items = await screen.findAllByTestId('announcement-item');
    expect(items.map((i) => i.getAttribute('data-read'))).toEqual(['false', 'true']);
    expect(items[0]).toHaveTextContent('Drag deals between stages.');
    expect(items[0]!.querySelector('script')).toBeNull();
    expect(screen.getByTestId('announcements-unread')).toHaveTextContent('1 unread');
    expect(within(items[1]!).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.getAllByTestId('announcement-item')[0]).toHaveAttribute('data-read', 'true'));
    expect(calls(fetchMock, 'POST', '/api/announcements/a1/read')).toHaveLength(1);
  });

  it('switches tabs through the address', async () => {
    renderPage('/messages');
    await screen.findAllByTestId('ticket-row');
    await userEvent.click(screen.getByRole('tab', { name: 'Announcements' }));
    expect(await screen.findAllByTestId('announcement-item')).toHaveLength(2);
  });
});
