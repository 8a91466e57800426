import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { makeTicket, pageOf } from '../test-fixtures';
import { SupportPage } from './SupportPage';

function renderPage(answers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /api/me': { body: makeProfile() },
    'GET /api/public/config': { body: { trialDays: 7, oauth: { google: false, microsoft: false }, devOutbox: true, demoAccounts: [] } },
    'GET /api/support/tickets': pageOf([
      makeTicket({ status: 'inprogress', lastReplyFromAdmin: true, replyCount: 1 }),
      makeTicket({ id: 't2', subject: 'Calendar sync', category: 'technical', status: 'resolved' }),
    ]),
    ...answers,
  });
  renderWithRouter(<SupportPage />, { url: '/support', path: '/support' });
  return fetchMock;
}

const posted = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/support/tickets' && init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SupportPage', () => {
  it('offers the six categories, the FAQ of ten questions and the user’s tickets with their status', async () => {
    renderPage();
    const categories = screen.getByRole('group', { name: /What do you need help with/ });
    expect(within(categories).getAllByRole('radio')).toHaveLength(6);
    for (const name of ['General', 'Billing', 'Technical', 'Feature request', 'Account', 'Other']) expect(within(categories).getByRole('radio', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: false }).filter((b) => b.closest('[data-testid^="support-faq-"]'))).toHaveLength(10);

    const links = await screen.findAllByTestId('support-ticket-link');
    expect(links[0]).toHaveAttribute('href', '/messages?ticket=t1');
    expect(links[0]).toHaveTextContent('In progress');
    expect(links[0]).toHaveTextContent('Support replied');
    expect(links[1]).toHaveTextContent('Calendar sync');
    expect(links[1]).toHaveTextContent('Resolved');
  });

  it('answers the trial question with the server’s trial length', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'How long is the free trial?' }));
    expect(await screen.findByText(/For 7 days you get every Premium Pro feature/)).toBeInTheDocument();
  });

  it('shows the spec’s messages for a ticket without subject, category or message, and sends nothing', async () => {
    const fetchMock = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText('Ticket subject is required.')).toBeInTheDocument();
    expect(screen.getByText('Ticket category is required.')).toBeInTheDocument();
    expect(screen.getByText('Please describe your question or problem.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted(fetchMock)).toEqual([]);
  });

  it('sends the ticket with its category and priority, says so, and clears the form', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = renderPage({ 'POST /api/support/tickets': { status: 201, body: makeTicket({ id: 't3' }) } });
    await userEvent.click(screen.getByRole('radio', { name: /^Technical/ }));
    await userEvent.type(screen.getByLabelText(/^Subject/), 'Export opens with odd characters');
    await userEvent.selectOptions(screen.getByLabelText('Priority'), 'high');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Accents look broken in Excel.');
    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Ticket sent. We will notify you when support replies.'));
    expect(posted(fetchMock)).toEqual([{ category: 'technical', subject: 'Export opens with odd characters', priority: 'high', message: 'Accents look broken in Excel.' }]);
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: /^Technical/ })).not.toBeChecked();
  });

  it('reports a failed submission and keeps what was typed', async () => {
    const error = vi.spyOn(toast, 'error');
    renderPage({ 'POST /api/support/tickets': { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } });
    await userEvent.click(screen.getByRole('radio', { name: /^Account/ }));
    await userEvent.type(screen.getByLabelText(/^Subject/), 'Delete my account');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Please delete it.');
    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to submit the ticket. Please try again.', undefined));
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Delete my account');
  });

  it('says so when the tickets cannot be fetched, with a retry', async () => {
    renderPage({ 'GET /api/support/tickets': { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } });
    expect(await screen.findByText('Failed to fetch support tickets.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
