import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { THotLead } from '@shared/hot-leads/hot-leads.schema';
import { makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { HotLeadsPage } from './HotLeadsPage';

function makeLead(overrides: Partial<THotLead> = {}): THotLead {
  return {
    prospectId: '3f1c9a52-7d1e-4c8e-9a7b-0b6f2d8e4a11',
    name: 'Lena Fischer',
    email: 'lena@example.com',
    status: 'interested',
    score: 72,
    openRate: 0.75,
    clickRate: 0.5,
    timeOnPageScore: 0.6,
    parts: { open: 30, click: 20, time: 12 },
    interactionCount: 9,
    lastEngagementAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    lastActivityAt: '2026-03-01T09:00:00.000Z',
    lastContacted: null,
    refreshedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

const COOL = makeLead({ prospectId: '3f1c9a52-7d1e-4c8e-9a7b-0b6f2d8e4a12', name: 'Omar Haddad', score: 12, openRate: 0.3, clickRate: 0, timeOnPageScore: 0, parts: { open: 12, click: 0, time: 0 } });
const listOf = (items: THotLead[], refreshedAt: string | null = new Date(Date.now() - 3_600_000).toISOString()) => ({ body: { items, total: items.length, page: 1, pageSize: 20, refreshedAt } });

function renderPage(answers: Parameters<typeof stubFetch>[0] = {}, premium = true, url = '/hot-leads') {
  const fetchMock = stubFetch({
    'GET /api/me': { body: makeProfile({ membershipTier: premium ? 'premium' : 'free' }) },
    'GET /api/hot-leads': listOf([makeLead(), COOL]),
    ...answers,
  });
  renderWithRouter(
    <UpgradePromptProvider>
      <HotLeadsPage />
    </UpgradePromptProvider>,
    { url, path: '/hot-leads' },
  );
  return fetchMock;
}

const listQueries = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((u) => u.pathname === '/api/hot-leads').map((u) => u.searchParams);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HotLeadsPage', () => {
  it('lists leads with their score band, name link, status, engagement and interactions', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('hot-lead-row');
    expect(rows).toHaveLength(2);
    const hot = within(rows[0]!);
    expect(hot.getByTestId('hot-lead-score')).toHaveAttribute('data-band', 'hot');
    expect(hot.getByTestId('hot-lead-score')).toHaveTextContent('Score 72 of 100, Hot');
    expect(hot.getByRole('link', { name: 'Lena Fischer' })).toHaveAttribute('href', '/prospects/3f1c9a52-7d1e-4c8e-9a7b-0b6f2d8e4a11');
    expect(hot.getAllByText('Interested').length).toBeGreaterThan(0);
    expect(hot.getByTestId('hot-lead-last-engagement')).toHaveTextContent('2 days ago');
    expect(hot.getByTestId('hot-lead-interactions')).toHaveTextContent('9');
    expect(within(rows[1]!).getByTestId('hot-lead-score')).toHaveAttribute('data-band', 'cool');
    expect(screen.getByTestId('hot-leads-refreshed')).toHaveTextContent('Last refreshed: 1 hour ago');
  });

  it('explains a score part by part, opened and closed by keyboard', async () => {
    renderPage();
    const [row] = await screen.findAllByTestId('hot-lead-row');
    const toggle = within(row!).getByRole('button', { name: 'How the score of Lena Fischer adds up' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const explanation = await screen.findByTestId('hot-lead-explanation');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(explanation);
    expect(within(explanation).getByTestId('hot-lead-part-open')).toHaveTextContent('Open rate 75%30 of 40 pts');
    expect(within(explanation).getByTestId('hot-lead-part-click')).toHaveTextContent('Click rate 50%20 of 40 pts');
    expect(within(explanation).getByTestId('hot-lead-part-time')).toHaveTextContent('Time on page: 60% of 5 minutes12 of 20 pts');
    expect(explanation).toHaveTextContent('72 of 100');
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('hot-lead-explanation')).not.toBeInTheDocument();
  });

  it('filters by minimum score and name through the query', async () => {
    const fetchMock = renderPage();
    await screen.findAllByTestId('hot-lead-row');
    await userEvent.selectOptions(screen.getByLabelText('Minimum score'), '70');
    await waitFor(() => expect(listQueries(fetchMock).some((q) => q.get('minScore') === '70')).toBe(true));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'lena');
    await waitFor(() => expect(listQueries(fetchMock).some((q) => q.get('q') === 'lena' && q.get('minScore') === '70')).toBe(true));
  });

  it('refreshes the scores and says how many were scored', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = renderPage({ 'POST /api/hot-leads/refresh': { body: { refreshed: 14, refreshedAt: '2026-03-02T10:00:00.000Z' } } });
    await screen.findAllByTestId('hot-lead-row');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh scores' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Scores refreshed: 14 leads scored'));
    await waitFor(() => expect(listQueries(fetchMock).length).toBeGreaterThanOrEqual(2));
  });

  it('reports a failed refresh with the server’s message', async () => {
    const error = vi.spyOn(toast, 'error');
    renderPage({ 'POST /api/hot-leads/refresh': { status: 503, body: { error: { code: 'unavailable', message: 'The database is not reachable.' } } } });
    await screen.findAllByTestId('hot-lead-row');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh scores' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to refresh lead scores: The database is not reachable.'));
  });

  it('shows the spec’s error with a retry when the list fails', async () => {
    renderPage({ 'GET /api/hot-leads': { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } });
    expect(await screen.findByText('Failed to fetch hot leads. Please try again.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('explains where scores come from when there are none, with a way to the prospects', async () => {
    renderPage({ 'GET /api/hot-leads': listOf([], null) });
    const empty = await screen.findByTestId('hot-leads-empty');
    expect(empty).toHaveTextContent('No hot leads yet');
    expect(empty).toHaveTextContent('the emails you send');
    expect(within(empty).getByRole('link', { name: 'Go to prospects' })).toHaveAttribute('href', '/prospects');
    expect(screen.getByTestId('hot-leads-refreshed')).toHaveTextContent('Scores have not been calculated yet');
  });

  it('locks the page for a user without premium access, and offers the upgrade', async () => {
    const fetchMock = renderPage({}, false);
    expect(await screen.findByTestId('hot-leads-locked')).toHaveTextContent('Hot leads are a Premium feature');
    expect(screen.queryByRole('button', { name: 'Refresh scores' })).not.toBeInTheDocument();
    expect(listQueries(fetchMock)).toHaveLength(0);
    await userEvent.click(screen.getByTestId('hot-leads-upgrade'));
    expect(await screen.findByTestId('upgrade-modal')).toBeInTheDocument();
  });
});
