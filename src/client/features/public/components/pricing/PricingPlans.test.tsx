import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as sonner from 'sonner';
import type { TBillingPlans } from '@shared/billing/billing.schema';
import { makeSession, renderWithRouter, stubFetch } from '../../../../app/test-utils';
import { i18n } from '../../../../lib/i18n';
import { makePlans } from '../../../billing/test-fixtures';
import { PUBLIC_CONFIG } from '../../lib/render-public.test-utils';
import { PricingPlans } from './PricingPlans';

function renderPlans(plans: TBillingPlans | { status: number; body: unknown }, { signedIn = false, checkout }: { signedIn?: boolean; checkout?: { status?: number; body: unknown } } = {}) {
  const fetchMock = stubFetch({
    'GET /api/public/config': { body: PUBLIC_CONFIG },
    'GET /api/auth/get-session': { body: signedIn ? makeSession() : null },
    'GET /api/billing/plans': 'status' in plans ? plans : { body: plans },
    ...(checkout && { 'POST /api/billing/checkout': checkout }),
  });
  renderWithRouter(<PricingPlans />, { url: '/pricing', path: '/pricing' });
  return fetchMock;
}

const checkoutBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/billing/checkout' && init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)));

beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PricingPlans', () => {
  it('shows the server’s launch prices beside the list price, and the places left', async () => {
    renderPlans(makePlans());
    expect(await screen.findByTestId('premium-price')).toHaveTextContent('$9.99');
    expect(screen.getByTestId('premium-list-price')).toHaveTextContent('$49.99');
    const banner = screen.getByTestId('launch-offer');
    expect(banner).toHaveAttribute('data-state', 'active');
    expect(banner).toHaveTextContent('Premium Pro costs $9.99 a month or $99 a year for our first 100 members.');
    expect(within(banner).getByTestId('launch-offer-slots')).toHaveTextContent('37 places left');

    await userEvent.click(screen.getByTestId('billing-yearly'));
    expect(screen.getByTestId('premium-price')).toHaveTextContent('$99');
    expect(screen.getByTestId('premium-list-price')).toHaveTextContent('$599');
    expect(screen.getByTestId('plan-cards')).toHaveTextContent('About $8.25 a month, billed once a year.');
  });

  it('takes other prices from the server, not from the bundle', async () => {
    renderPlans(makePlans({ premium: { monthlyCents: 2_500, yearlyCents: 25_000, launchMonthlyCents: 1_500, launchYearlyCents: 15_000 } }));
    expect(await screen.findByTestId('premium-price')).toHaveTextContent('$15');
    expect(screen.getByTestId('launch-offer-slots')).toHaveTextContent('37 places left');
  });

  it('says the offer is sold out, at list prices', async () => {
    renderPlans(makePlans({ launchOffer: { active: false, slotsTotal: 100, slotsLeft: 0, endsAt: null, endedReason: 'sold_out' } }));
    const banner = await screen.findByTestId('launch-offer');
    expect(banner).toHaveAttribute('data-state', 'sold_out');
    expect(banner).toHaveTextContent('All 100 launch places are taken: the offer is sold out.');
    expect(screen.getByTestId('premium-price')).toHaveTextContent('$49.99');
    expect(screen.queryByTestId('premium-list-price')).not.toBeInTheDocument();
  });

  it('says when the offer ended', async () => {
    renderPlans(makePlans({ launchOffer: { active: false, slotsTotal: 100, slotsLeft: 12, endsAt: '2026-03-31T12:00:00.000Z', endedReason: 'expired' } }));
    const banner = await screen.findByTestId('launch-offer');
    expect(banner).toHaveAttribute('data-state', 'expired');
    expect(banner).toHaveTextContent('The launch offer ended on March 31, 2026.');
  });

  it('shows no banner without an offer, and says so when prices cannot be loaded', async () => {
    renderPlans({ status: 503, body: { error: { code: 'unavailable', message: 'Pricing is currently unavailable. Please contact support.' } } });
    expect((await screen.findAllByText('Price unavailable')).length).toBe(2);
    expect(screen.queryByTestId('launch-offer')).not.toBeInTheDocument();
  });

  it('sends a visitor to log in, saying why', async () => {
    const info = vi.spyOn(sonner.toast, 'info');
    const fetchMock = renderPlans(makePlans());
    await screen.findByTestId('premium-price');
    await userEvent.click(screen.getByTestId('pricing-premium-cta'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    await waitFor(() => expect(info).toHaveBeenCalledWith('Please log in to upgrade your plan.', expect.anything()));
    expect(checkoutBodies(fetchMock)).toEqual([]);
  });

  it('starts the checkout of the chosen period for a signed-in user', async () => {
    const fetchMock = renderPlans(makePlans(), { signedIn: true, checkout: { body: { url: '/dashboard?from=checkout' } } });
    await screen.findByTestId('premium-price');
    await userEvent.click(screen.getByTestId('billing-yearly'));
    await userEvent.click(screen.getByTestId('pricing-premium-cta'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(checkoutBodies(fetchMock)).toEqual([{ product: 'premium_yearly' }]);
  });

  it('explains a refused checkout', async () => {
    renderPlans(makePlans(), {
      signedIn: true,
      checkout: { status: 409, body: { error: { code: 'conflict', message: 'You already have an active Premium Pro subscription. Manage it from the membership page.' } } },
    });
    await screen.findByTestId('premium-price');
    await userEvent.click(screen.getByTestId('pricing-premium-cta'));
    const error = await screen.findByTestId('pricing-premium-error');
    expect(error).toHaveTextContent('You already have an active Premium Pro subscription.');
    expect(within(error).getByRole('link', { name: 'Open membership' })).toHaveAttribute('href', '/membership');
  });
});
