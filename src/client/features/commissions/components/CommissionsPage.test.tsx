import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCommission } from '@shared/commissions/commissions.schema';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { CommissionsPage } from './CommissionsPage';

const MEMBER = { id: '0b6f9c1e-2f4a-4c55-9d3e-1a2b3c4d5e6f', name: 'Leo Martin' };

function makeCommission(overrides: Partial<TCommission> = {}): TCommission {
  return {
    id: 'c0000000-0000-4000-8000-000000000001',
    amountCents: 125_050,
    date: '2026-03-01',
    type: 'team_bonus',
    status: 'paid',
    teamMember: MEMBER,
    prospect: null,
    notes: null,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

function renderPage(answers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /api/commissions': { body: { items: [makeCommission(), makeCommission({ id: 'c0000000-0000-4000-8000-000000000002', amountCents: 9_900, status: 'pending', type: 'product_sale' })], total: 2, page: 1, pageSize: 20 } },
    'GET /api/commissions/metrics': { body: { thisMonthCents: 134_950, pendingCents: 9_900, paidCents: 125_050, totalCents: 134_950, count: 2 } },
    'GET /api/team-members/options': { body: [MEMBER, { id: '1b6f9c1e-2f4a-4c55-9d3e-1a2b3c4d5e6f', name: 'Mia Wong' }] },
    ...answers,
  });
  renderWithRouter(
    <UpgradePromptProvider>
      <CommissionsPage />
    </UpgradePromptProvider>,
    { url: '/commissions', path: '/commissions' },
  );
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CommissionsPage', () => {
  it('shows the metrics and the rows with amounts formatted as currency', async () => {
    renderPage();
    expect(await screen.findByTestId('this-month-total')).toHaveTextContent('$1,349.50');
    const rows = await screen.findAllByTestId('commission-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('commission-row-amount')).toHaveTextContent('$1,250.50');
    expect(within(rows[0]).getByText('Leo Martin')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Pending')).toBeInTheDocument();
  });

  it('requires amount and team member before sending anything', async () => {
    const fetchMock = renderPage();
    await userEvent.click(screen.getByTestId('commission-add'));
    await userEvent.click(await screen.findByTestId('commission-submit'));
    expect(await screen.findByText('Amount is required')).toBeInTheDocument();
    expect(screen.getByTestId('commission-teamMember')).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById('commission-teamMember-error')).toHaveTextContent('Choose a team member');
    await userEvent.type(screen.getByTestId('commission-amount'), '12.345');
    expect(await screen.findByText(/at most two decimals/)).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('sends the amount in cents with the picked team member, and opens the upgrade prompt on a 402', async () => {
    const fetchMock = renderPage({
      'POST /api/commissions': { status: 402, body: { error: { code: 'limit_reached', message: 'Limit reached', details: { limit: 25, entity: 'team_members' } } } },
    });
    await userEvent.click(screen.getByTestId('commission-add'));
    await userEvent.type(await screen.findByTestId('commission-amount'), '49,90');
    await userEvent.click(screen.getByTestId('commission-teamMember'));
    await userEvent.click(await screen.findByRole('option', { name: 'Mia Wong' }));
    expect(screen.getByTestId('commission-teamMember')).toHaveTextContent('Mia Wong');
    await userEvent.click(screen.getByTestId('commission-submit'));
    expect(await screen.findByTestId('upgrade-modal')).toBeInTheDocument();
    expect(JSON.parse(String(posts(fetchMock)[0][1]?.body))).toMatchObject({
      amountCents: 4_990,
      teamMemberId: '1b6f9c1e-2f4a-4c55-9d3e-1a2b3c4d5e6f',
      type: 'product_sale',
      status: 'pending',
      prospectId: null,
    });
  });
});
