import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { loadAdminStrings } from '../../../lib/i18n';
import { makePurchase, makeStats, pageOf } from '../test-fixtures';
import { OverviewTab } from './OverviewTab';

function renderOverview(answers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /api/me': { body: makeProfile({ role: 'admin', timeZone: 'UTC' }) },
    'GET /api/admin/stats': { body: makeStats() },
    'GET /api/admin/purchases': pageOf([makePurchase(), makePurchase({ id: 'p2', userName: 'Carla Ruiz', userEmail: 'carla@example.com', status: 'failed', amountCents: 999, product: 'messages_500' })]),
    ...answers,
  });
  renderWithRouter(<OverviewTab />, { url: '/admin', path: '/admin' });
  return fetchMock;
}

beforeAll(() => loadAdminStrings());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OverviewTab', () => {
  it('shows the service’s figures, money in the language’s format', async () => {
    renderOverview();
    expect(await screen.findByTestId('admin-stat-usersTotal')).toHaveTextContent('1,234');
    expect(screen.getByTestId('admin-stat-newUsers')).toHaveTextContent('87');
    expect(screen.getByTestId('admin-stat-activeTrials')).toHaveTextContent('34');
    expect(screen.getByTestId('admin-stat-banned')).toHaveTextContent('3');
    expect(screen.getByTestId('admin-stat-revenueMonth')).toHaveTextContent('$1,234.56');
    expect(screen.getByTestId('admin-stat-revenueAllTime')).toHaveTextContent('$98,765.43');
    expect(screen.getByTestId('admin-stat-purchasesMonth')).toHaveTextContent('42');
    expect(screen.getByTestId('admin-stat-ticketsOpen')).toHaveTextContent('5');
    expect(screen.getByTestId('admin-stat-ticketsInProgress')).toHaveTextContent('2');
  });

  it('gives each chart a text alternative: a summary and a table of its figures', async () => {
    renderOverview();
    const signups = await screen.findByTestId('admin-signups-chart');
    expect(signups).toHaveTextContent('41 signups in the last 30 days; the busiest day was Mar 10 with 12.');
    const signupTable = within(signups).getByRole('table', { name: 'Signups per day' });
    expect(within(signupTable).getAllByRole('row')).toHaveLength(31);
    const tiers = screen.getByTestId('admin-tier-chart');
    expect(tiers).toHaveTextContent('Most users are on Free (900).');
    const tierTable = within(tiers).getByRole('table', { name: 'Users by membership' });
    expect(within(tierTable).getByRole('row', { name: 'Premium 150' })).toBeInTheDocument();
  });

  it('lists the newest purchases with buyer, product, amount and status, and links to the purchases tab', async () => {
    const fetchMock = renderOverview();
    const card = await screen.findByTestId('admin-recent-purchases');
    const rows = await within(card).findAllByTestId('admin-purchase-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Bruno Diaz');
    expect(rows[0]).toHaveTextContent('Premium Pro, monthly');
    expect(rows[0]).toHaveTextContent('$49.99');
    expect(rows[0]).toHaveTextContent('Succeeded');
    expect(rows[1]).toHaveTextContent('500 AI messages');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(within(card).getByRole('link', { name: 'All purchases' })).toHaveAttribute('href', '/admin?tab=purchases');
    const url = fetchMock.mock.calls.map(([input]) => String(input)).find((u) => u.startsWith('/api/admin/purchases'));
    expect(url).toBe('/api/admin/purchases?page=1&pageSize=8');
  });

  it('says when the statistics cannot be loaded, and tries again on request', async () => {
    let fail = true;
    renderOverview({
      'GET /api/admin/stats': () => (fail ? Promise.resolve(new Response(JSON.stringify({ error: { code: 'internal', message: 'boom' } }), { status: 500 })) : Promise.resolve(new Response(JSON.stringify(makeStats())))) as never,
    });
    expect(await screen.findByText('Error fetching admin statistics.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('admin-stat-usersTotal')).toHaveTextContent('1,234');
  });

  it('says when the recent purchases cannot be loaded', async () => {
    renderOverview({ 'GET /api/admin/purchases': { status: 500, body: { error: { code: 'internal', message: 'boom' } } } });
    expect(await screen.findByText('Error fetching recent purchases.')).toBeInTheDocument();
    expect(await screen.findByTestId('admin-stat-usersTotal')).toBeInTheDocument();
  });
});
