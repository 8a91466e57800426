import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSubscriptionState } from '@shared/billing/billing.schema';
import { makeSession, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { makePlans, makeSubscriptionState } from '../test-fixtures';
import { ComparePlansPage } from './ComparePlansPage';

function renderPage(state: Partial<TSubscriptionState>) {
  const fetchMock = stubFetch({
    'GET /api/auth/get-session': { body: makeSession() },
    'GET /api/public/config': { body: { trialDays: 7, oauth: { google: false, microsoft: false }, devOutbox: false } },
    'GET /api/billing/plans': { body: makePlans() },
    'GET /api/billing/subscription': { body: makeSubscriptionState(state) },
    'POST /api/billing/checkout': { body: { url: '/dashboard' } },
  });
  renderWithRouter(<ComparePlansPage />, { url: '/compare-plans', path: '/compare-plans' });
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ComparePlansPage', () => {
  it('marks Starter as the free user’s plan and upgrades to the chosen period', async () => {
    const fetchMock = renderPage({});
    expect(await screen.findByTestId('plan-current-starter')).toHaveTextContent('Your plan');
    expect(screen.getByTestId('launch-offer-slots')).toHaveTextContent('37 places left');
    expect(screen.getByTestId('start-trial')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Hot leads (smart lead scoring)');
    await userEvent.click(screen.getByTestId('billing-yearly'));
    await userEvent.click(screen.getByTestId('compare-upgrade'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/billing/checkout').map(([, init]) => JSON.parse(String(init!.body)))).toEqual([{ product: 'premium_yearly' }]),
    );
  });

  it('marks Premium Pro for a subscriber, with the portal instead of a checkout', async () => {
    renderPage({ membershipTier: 'premium', status: 'paid', canStartTrial: false, canManage: true });
    const premium = await screen.findByTestId('plan-current-premium');
    expect(premium).toHaveTextContent('Your plan');
    const cards = screen.getByTestId('plan-cards');
    expect(within(cards).getByTestId('manage-subscription')).toBeInTheDocument();
    expect(screen.queryByTestId('compare-upgrade')).not.toBeInTheDocument();
    expect(screen.queryByTestId('start-trial')).not.toBeInTheDocument();
  });
});
