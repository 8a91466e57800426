import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProfile } from '../../../app/test-utils';
import { FakeWebSocket } from '../../../lib/realtime.fake';
import { detailOf, makeReply, makeTicket, pageOf } from '../../support/test-fixtures';
import { callsTo, loadOpsStrings, renderTab } from './test-helpers';
import { TicketsTab } from './TicketsTab';
import { withLiveSocket } from '../../../lib/realtime.test-support';

const WAITING = makeTicket({ replyCount: 2, lastReplyFromAdmin: false, priority: 'high' });
const ANSWERED = makeTicket({ id: 't2', subject: 'Calendar sync', userName: 'Ben Ode', userEmail: 'ben@example.com', status: 'inprogress', replyCount: 1, lastReplyFromAdmin: true });

function renderTickets(url = '/admin?tab=tickets', answers: Parameters<typeof renderTab>[1] = {}) {
  return renderTab(<TicketsTab />, {
    'GET /api/me': { body: makeProfile({ role: 'admin', name: 'Alex Morgan' }) },
    'GET /api/admin/tickets': pageOf([WAITING, ANSWERED]),
    'GET /api/support/tickets/t1': { body: detailOf(WAITING, [makeReply(), makeReply({ id: 'r2', fromAdmin: false, authorName: 'Ana Lopez', message: 'Still missing on the PDF.' })]) },
    ...answers,
  }, url);
}

beforeAll(loadOpsStrings);

withLiveSocket();

describe('TicketsTab', () => {
  it('lists every user’s tickets with status, priority and whose turn it is', async () => {
    renderTickets();
    const rows = await screen.findAllByTestId('admin-ticket-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Ana Lopez · ana@example.com');
    expect(rows[0]).toHaveTextContent('High priority');
    expect(within(rows[0]!).getByTestId('ticket-awaiting')).toHaveTextContent('User replied last');
    expect(within(rows[1]!).getByTestId('ticket-status')).toHaveTextContent('In progress');
    expect(within(rows[1]!).queryByTestId('ticket-awaiting')).not.toBeInTheDocument();
  });

  it('filters by status and searches, starting again at page 1', async () => {
    const { fetchMock } = renderTickets();
    await screen.findAllByTestId('admin-ticket-row');
    await userEvent.selectOptions(screen.getByTestId('admin-tickets-status'), 'resolved');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/tickets').at(-1)?.search.get('status')).toBe('resolved'));
    await userEvent.type(screen.getByTestId('admin-tickets-search'), 'vat');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/tickets').at(-1)?.search.get('q')).toBe('vat'));
    expect(callsTo(fetchMock, 'GET', '/api/admin/tickets').at(-1)?.search.get('page')).toBe('1');
  });

  it('shows the open ticket’s thread with the user by name, and refuses an empty reply', async () => {
    const { fetchMock } = renderTickets('/admin?tab=tickets&ticket=t1');
    const thread = await screen.findByTestId('ticket-thread');
    const messages = within(thread).getAllByTestId('ticket-message');
    expect(messages[0]).toHaveTextContent('Ana Lopez');
    expect(messages[0]).not.toHaveTextContent('You');
    await userEvent.click(within(thread).getByRole('button', { name: 'Send reply' }));
    expect(await within(thread).findByText('Reply message cannot be empty.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/support/tickets/t1/replies')).toHaveLength(0);
  });

  it('sets status and priority of the open ticket', async () => {
    const { fetchMock } = renderTickets('/admin?tab=tickets&ticket=t1', { 'PATCH /api/admin/tickets/t1': { body: { ...WAITING, status: 'inprogress' } } });
    await screen.findByTestId('ticket-thread');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'inprogress');
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/admin/tickets/t1')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PATCH', '/api/admin/tickets/t1')[0]!.body).toEqual({ status: 'inprogress' });
    await waitFor(() => expect(screen.getByLabelText('Priority')).toBeEnabled());
    await userEvent.selectOptions(screen.getByLabelText('Priority'), 'urgent');
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/admin/tickets/t1')).toHaveLength(2));
    expect(callsTo(fetchMock, 'PATCH', '/api/admin/tickets/t1')[1]!.body).toEqual({ priority: 'urgent' });
  });

  it('reloads the list and the open thread when support.updated arrives', async () => {
    const { table } = renderTickets('/admin?tab=tickets&ticket=t1');
    await screen.findByTestId('ticket-thread');
    const newer = makeTicket({ id: 't3', subject: 'Export to CSV fails', replyCount: 0 });
    table['GET /api/admin/tickets'] = pageOf([newer, WAITING, ANSWERED]);
    table['GET /api/support/tickets/t1'] = { body: detailOf(WAITING, [makeReply({ id: 'r9', fromAdmin: false, message: 'Any news?' })]) };
    act(() => FakeWebSocket.last.push('support.updated', { ticketId: 't3' }));
    expect(await screen.findByText('Export to CSV fails')).toBeInTheDocument();
    expect(await screen.findByText('Any news?')).toBeInTheDocument();
  });

  it('says when the tickets could not be fetched', async () => {
    renderTickets('/admin?tab=tickets', { 'GET /api/admin/tickets': { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } });
    expect(await screen.findByText('Failed to fetch support tickets.')).toBeInTheDocument();
  });
});
