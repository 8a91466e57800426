import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { TReferralOverview } from '@shared/referral/referral.schema';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { ReferralPage } from './ReferralPage';

const LINK = 'http://localhost:3000/register/AB12CD34';

function makeOverview(overrides: Partial<TReferralOverview> = {}): TReferralOverview {
  return {
    code: 'AB12CD34',
    link: LINK,
    commissionPercent: 25,
    referred: [
      { userId: 'u2', name: 'Lena Fischer', email: 'lena@example.com', joinedAt: '2026-03-02T09:00:00.000Z', membershipTier: 'premium', premium: true, teamMemberId: 'm2' },
      { userId: 'u3', name: 'Omar Haddad', email: 'omar@example.com', joinedAt: '2026-02-10T09:00:00.000Z', membershipTier: 'free', premium: false, teamMemberId: null },
    ],
    referredTotal: 2,
    earnings: {
      items: [{ id: 'e1', createdAt: '2026-03-03T10:00:00.000Z', referredName: 'Lena Fischer', product: 'premium_monthly', purchaseCents: 4_999, commissionCents: 1_250 }],
      totalCents: 1_250,
      thisMonthCents: 1_250,
      count: 1,
    },
    ...overrides,
  };
}

const EMPTY = makeOverview({ referred: [], referredTotal: 0, earnings: { items: [], totalCents: 0, thisMonthCents: 0, count: 0 } });

function renderPage(answer: Parameters<typeof stubFetch>[0][string] = { body: makeOverview() }) {
  const fetchMock = stubFetch({ 'GET /api/referral': answer });
  renderWithRouter(<ReferralPage />, { url: '/referral', path: '/referral' });
  return fetchMock;
}

/** Sets (or, with undefined, removes) a navigator property jsdom lacks, for one test. */
function setNavigator(name: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setNavigator('clipboard', undefined);
  setNavigator('share', undefined);
  Reflect.deleteProperty(document, 'execCommand');
});

describe('ReferralPage', () => {
  it('shows the code, the link, the steps with the commission, and the totals', async () => {
    renderPage();
    expect(await screen.findByTestId('referral-code')).toHaveValue('AB12CD34');
    expect(screen.getByTestId('referral-link')).toHaveValue(LINK);
    expect(screen.getByText('Invite people to Upline CRM and earn 25% of their premium purchases.')).toBeInTheDocument();
    expect(screen.getByTestId('referral-step-earn')).toHaveTextContent('You earn 25% of every premium purchase they make.');
    expect(screen.getByTestId('referral-team-link')).toHaveAttribute('href', '/team');
    expect(screen.getByTestId('referral-stat-referred')).toHaveTextContent('2');
    expect(screen.getByTestId('referral-stat-total')).toHaveTextContent('$12.50');
    expect(screen.getByTestId('referral-stat-month')).toHaveTextContent('$12.50');
    expect(screen.getByText('From 1 purchase')).toBeInTheDocument();
  });

  it('lists the referred members with their membership and a way to their team entry', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('referred-row');
    expect(rows).toHaveLength(2);
    const lena = within(rows[0]!);
    expect(lena.getAllByText('lena@example.com').length).toBeGreaterThan(0);
    expect(lena.getAllByText('Mar 2, 2026').length).toBeGreaterThan(0);
    expect(lena.getByTestId('referred-membership')).toHaveTextContent('Premium');
    expect(lena.getByTestId('referred-membership')).toHaveAttribute('data-premium', 'true');
    expect(lena.getAllByTestId('referred-team-link')[0]).toHaveAttribute('href', '/team?q=lena%40example.com');
    const omar = within(rows[1]!);
    expect(omar.getByTestId('referred-membership')).toHaveTextContent('Free');
    expect(omar.queryByTestId('referred-team-link')).not.toBeInTheDocument();
  });

  it('lists the earnings with the product, the purchase and the commission', async () => {
    renderPage();
    const [row] = await screen.findAllByTestId('earning-row');
    const earning = within(row!);
    expect(earning.getByText('Mar 3, 2026')).toBeInTheDocument();
    expect(earning.getByText('Lena Fischer')).toBeInTheDocument();
    expect(earning.getAllByText('Premium Pro, monthly').length).toBeGreaterThan(0);
    expect(earning.getByTestId('earning-purchase')).toHaveTextContent('$49.99');
    expect(earning.getByTestId('earning-commission')).toHaveTextContent('$12.50');
  });

  it('says when only the newest of many are listed', async () => {
    renderPage({ body: makeOverview({ referredTotal: 1_200, earnings: { ...makeOverview().earnings, count: 340 } }) });
    expect(await screen.findByText('Showing the newest 2 of 1,200')).toBeInTheDocument();
    expect(screen.getByText('Showing the newest 1 of 340')).toBeInTheDocument();
  });

  it('explains both lists when nobody has joined yet', async () => {
    renderPage({ body: EMPTY });
    expect(await screen.findByTestId('referred-empty')).toHaveTextContent('No referred members yet');
    expect(screen.getByTestId('earnings-empty')).toHaveTextContent('your 25% commission appears here');
    expect(screen.queryByTestId('referred-row')).not.toBeInTheDocument();
    expect(screen.getByTestId('referral-stat-total')).toHaveTextContent('$0.00');
  });

  it('copies the code and the link with the clipboard and says so', async () => {
    const success = vi.spyOn(toast, 'success');
    const writeText = vi.fn(async () => {});
    setNavigator('clipboard', { writeText });
    renderPage();
    await screen.findByTestId('referral-code');
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Code copied'));
    expect(writeText).toHaveBeenCalledWith('AB12CD34');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Link copied'));
    expect(writeText).toHaveBeenLastCalledWith(LINK);
  });

  it('copies through a hidden text field where the clipboard API is missing', async () => {
    const success = vi.spyOn(toast, 'success');
    let copied = '';
    const execCommand = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderPage();
    await screen.findByTestId('referral-code');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Link copied'));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe(LINK);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says when copying fails', async () => {
    const error = vi.spyOn(toast, 'error');
    setNavigator('clipboard', { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) });
    renderPage();
    await screen.findByTestId('referral-code');
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Copy failed'));
  });

  it('shares the link through the device, and copies it where there is no share sheet', async () => {
    const share = vi.fn(async () => {});
    setNavigator('share', share);
    renderPage();
    await screen.findByTestId('referral-code');
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK })));
    cleanup();

    const success = vi.spyOn(toast, 'success');
    setNavigator('share', undefined);
    setNavigator('clipboard', { writeText: vi.fn(async () => {}) });
    renderPage();
    await screen.findByTestId('referral-code');
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Link copied'));
  });

  it('stays quiet when the share sheet is closed, and reports a failed share', async () => {
    const error = vi.spyOn(toast, 'error');
    const share = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    setNavigator('share', share);
    renderPage();
    await screen.findByTestId('referral-code');
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(error).not.toHaveBeenCalled();
    share.mockImplementation(async () => Promise.reject(new DOMException('no', 'NotAllowedError')));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Sharing failed'));
  });

  it('says there is nothing to copy or share without a link', async () => {
    const error = vi.spyOn(toast, 'error');
    renderPage({ body: makeOverview({ code: '', link: '' }) });
    await screen.findByTestId('referral-code');
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Nothing to copy or share'));
  });

  it('offers a retry when the overview fails to load', async () => {
    const fetchMock = renderPage({ status: 500, body: { error: { code: 'internal', message: 'Boom' } } });
    expect(await screen.findByText('Your referral program could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
