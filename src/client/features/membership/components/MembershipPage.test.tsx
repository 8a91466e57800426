import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { TPurchase, TSubscriptionState } from '@shared/billing/billing.schema';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { makePlans, makeSubscriptionState } from '../../billing/test-fixtures';
import { MembershipPage } from './MembershipPage';

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();
const longDate = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(iso));

function makePurchase(overrides: Partial<TPurchase> = {}): TPurchase {
  return {
    id: 'p1',
    product: 'premium_monthly',
    kind: 'subscription',
    amountCents: 999,
    currency: 'usd',
    status: 'succeeded',
    periodStart: '2026-04-01T00:00:00.000Z',
    periodEnd: '2026-05-01T00:00:00.000Z',
    launchOffer: true,
    invoiceId: 'in_1',
    createdAt: '2026-04-01T10:00:00.000Z',
    ...overrides,
  };
}

function renderPage(state: Partial<TSubscriptionState>, answers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /api/billing/subscription': { body: makeSubscriptionState(state) },
    'GET /api/billing/plans': { body: makePlans() },
    'GET /api/billing/purchases': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
    ...answers,
  });
  renderWithRouter(<MembershipPage />, { url: '/membership', path: '/membership' });
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === path && init?.method === 'POST').map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MembershipPage status', () => {
  it('counts a trial’s last day in hours', async () => {
    renderPage({ membershipTier: 'trial', status: 'trial', trialEndsAt: at(5.5), canStartTrial: false });
    expect(await screen.findByTestId('membership-summary')).toHaveTextContent('Trial: 6 hours left');
    expect(screen.getByTestId('membership-tier')).toHaveTextContent('Trial');
    expect(screen.getByTestId('membership-status-badge')).toHaveTextContent('Trial');
    expect(screen.getByTestId('membership-upgrade-monthly')).toHaveTextContent('Upgrade: $9.99 a month');
    expect(screen.queryByTestId('start-trial')).not.toBeInTheDocument();
  });

  it('counts a longer trial in days', async () => {
    renderPage({ membershipTier: 'trial', status: 'trial', trialEndsAt: at(49), canStartTrial: false });
    expect(await screen.findByTestId('membership-summary')).toHaveTextContent('Trial: 3 days left');
  });

  it('says the trial ended, and offers the upgrade', async () => {
    const ended = at(-30);
    renderPage({ membershipTier: 'free', status: 'trial_ended', trialEndsAt: ended, canStartTrial: false });
    expect(await screen.findByTestId('membership-summary')).toHaveTextContent('Trial ended');
    expect(screen.getByTestId('membership-status-card')).toHaveTextContent(`Your free trial ended on ${longDate(ended)}.`);
    expect(screen.getByTestId('membership-upgrade-yearly')).toHaveTextContent('Upgrade: $99.00 a year');
  });

  it('says the subscription ended', async () => {
    renderPage({ membershipTier: 'premium', status: 'subscription_ended', membershipExpiry: at(-2), canStartTrial: true });
    expect(await screen.findByTestId('membership-summary')).toHaveTextContent('Subscription ended');
    expect(screen.getByTestId('membership-status-badge')).toHaveTextContent('Subscription ended');
    expect(screen.getByTestId('start-trial')).toBeInTheDocument();
  });

  it('gives the renewal date, or the end of access once cancelled, and a plan change waiting', async () => {
    const end = at(24 * 20);
    const subscription = { product: 'premium_monthly', status: 'active', currentPeriodEnd: end, cancelAtPeriodEnd: false, pendingProduct: 'premium_yearly' };
    renderPage({ membershipTier: 'premium', status: 'paid', membershipExpiry: end, canStartTrial: false, canManage: true, subscription });
    expect(await screen.findByTestId('membership-tier')).toHaveTextContent('Premium Pro, monthly');
    const details = screen.getAllByTestId('membership-detail').map((p) => p.textContent);
    expect(details).toEqual([`Renews on ${longDate(end)}.`, `Switches to yearly on ${longDate(end)}.`]);
    expect(screen.queryByTestId('membership-upgrade-monthly')).not.toBeInTheDocument();
    expect(screen.getByTestId('manage-subscription')).toBeInTheDocument();
    cleanup();

    renderPage({ membershipTier: 'premium', status: 'paid', membershipExpiry: end, canStartTrial: false, canManage: true, subscription: { ...subscription, cancelAtPeriodEnd: true, pendingProduct: null } });
    expect(await screen.findByTestId('membership-detail')).toHaveTextContent(`Access until ${longDate(end)}.`);
    expect(screen.getByTestId('membership-status-badge')).toHaveTextContent('Active');
  });

  it('warns when a renewal payment failed', async () => {
    const end = at(24 * 3);
    renderPage({ membershipTier: 'premium', status: 'paid', membershipExpiry: end, canManage: true, canStartTrial: false, subscription: { product: 'premium_yearly', status: 'past_due', currentPeriodEnd: end, cancelAtPeriodEnd: false, pendingProduct: null } });
    expect(await screen.findByTestId('membership-past-due')).toHaveTextContent('The last renewal payment failed.');
  });
});

describe('MembershipPage actions', () => {
  it('starts the free trial', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = renderPage(
      { canStartTrial: true },
      { 'POST /api/billing/trial': { body: makeSubscriptionState({ membershipTier: 'trial', status: 'trial', trialEndsAt: at(24 * 7), canStartTrial: false }) } },
    );
    await userEvent.click(await screen.findByTestId('start-trial'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your free trial has started: every Premium Pro feature is unlocked.'));
    expect(posts(fetchMock, '/api/billing/trial')).toHaveLength(1);
    expect(await screen.findByTestId('membership-summary')).toHaveTextContent('Trial: 7 days left');
  });

  it('says in a toast why the trial was refused', async () => {
    const error = vi.spyOn(toast, 'error');
    renderPage(
      { canStartTrial: true },
      { 'POST /api/billing/trial': { status: 409, body: { error: { code: 'conflict', message: 'This account has already used a free trial or has an active premium subscription.' } } } },
    );
    await userEvent.click(await screen.findByTestId('start-trial'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('This account has already used a free trial or has an active premium subscription.', expect.anything()));
  });

  it('shows the portal’s 404 as an error toast', async () => {
    const error = vi.spyOn(toast, 'error');
    renderPage(
      { canManage: true, canStartTrial: false },
      { 'POST /api/billing/portal': { status: 404, body: { error: { code: 'not_found', message: 'Unable to manage subscription: customer ID not found' } } } },
    );
    await userEvent.click(await screen.findByTestId('manage-subscription'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Unable to manage subscription: customer ID not found', expect.anything()));
  });

  it('sells message packs, the popular one marked, and shows the messages in hand', async () => {
    const fetchMock = renderPage({ additionalMessages: 1_250 }, { 'POST /api/billing/checkout': { body: { url: '/dashboard' } } });
    expect(await screen.findByTestId('additional-messages')).toHaveTextContent('You have 1,250 extra messages');
    const packs = await screen.findAllByTestId('message-pack');
    expect(packs).toHaveLength(3);
    expect(packs[1]).toHaveTextContent('Most popular');
    expect(packs[1]).toHaveTextContent('$40.00');
    expect(packs[0]).not.toHaveTextContent('Most popular');
    await userEvent.click(within(packs[1]!).getByRole('button', { name: 'Buy 500 messages' }));
    await waitFor(() => expect(posts(fetchMock, '/api/billing/checkout')).toEqual([{ product: 'messages_500' }]));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('lists the purchases with their status, or says there are none', async () => {
    renderPage(
      {},
      {
        'GET /api/billing/purchases': {
          body: { items: [makePurchase(), makePurchase({ id: 'p2', product: 'messages_500', kind: 'messages', amountCents: 4_000, status: 'failed', periodStart: null, periodEnd: null, launchOffer: false })], total: 2, page: 1, pageSize: 10 },
        },
      },
    );
    const rows = await screen.findAllByTestId('purchase-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('purchase-product')).toHaveTextContent('Premium Pro, monthly');
    expect(rows[0]).toHaveTextContent('$9.99');
    expect(rows[0]).toHaveTextContent('Launch price');
    expect(within(rows[0]!).getAllByTestId('purchase-status')[0]).toHaveTextContent('Succeeded');
    expect(within(rows[1]!).getByTestId('purchase-product')).toHaveTextContent('500 AI messages');
    expect(within(rows[1]!).getAllByTestId('purchase-status')[0]).toHaveTextContent('Failed');
    cleanup();

    renderPage({});
    expect(await screen.findByTestId('purchase-empty')).toHaveTextContent('No purchases yet');
  });
});
