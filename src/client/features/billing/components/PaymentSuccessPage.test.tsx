import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCheckoutStatus } from '@shared/billing/billing.schema';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { PaymentCancelPage } from './PaymentCancelPage';
import { PaymentSuccessPage } from './PaymentSuccessPage';

const paid = (overrides: Partial<TCheckoutStatus> = {}): TCheckoutStatus => ({ sessionId: 'cs_1', product: 'premium_monthly', status: 'paid', amountCents: 999, ...overrides });

function renderSuccess(url: string, answers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch(answers);
  const utils = renderWithRouter(<PaymentSuccessPage />, { url, path: '/stripe/success' });
  return { fetchMock, ...utils };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PaymentSuccessPage', () => {
  it('says the session is missing without session_id, with the ways back', async () => {
    const { fetchMock } = renderSuccess('/stripe/success');
    const page = await screen.findByTestId('payment-missing-session');
    expect(page).toHaveTextContent('Missing payment session. Please try again.');
    expect(screen.getByRole('link', { name: 'Go to membership' })).toHaveAttribute('href', '/membership');
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/compare-plans');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits while the payment is pending, then refreshes the plan and counts down to the dashboard', async () => {
    let answer: TCheckoutStatus = paid({ status: 'pending' });
    const fetchMock = stubFetch({ 'GET /api/billing/checkout/cs_1': { body: undefined } });
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/billing/checkout/cs_1') return new Response(JSON.stringify(answer));
      return new Response('{}');
    });
    // The clock is driven: the poll (every 2 s) and the countdown (a second a step) took 7 s of waiting.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { queryClient } = renderWithRouter(<PaymentSuccessPage />, { url: '/stripe/success?session_id=cs_1', path: '/stripe/success' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(await screen.findByTestId('payment-processing')).toHaveTextContent('Confirming your payment');
    const checks = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/billing/checkout/cs_1')).length;
    expect(checks()).toBe(1);

    answer = paid();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(checks()).toBe(2);
    const success = await screen.findByTestId('payment-success');
    expect(success).toHaveTextContent('Payment successful');
    expect(screen.getByTestId('payment-success-message')).toHaveTextContent('Welcome to Premium Pro!');
    expect(success).toHaveTextContent('Premium Pro, monthly: $9.99 paid.');
    expect(screen.getByTestId('payment-countdown')).toHaveTextContent('Taking you to your dashboard in 5 seconds.');
    const refreshed = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(refreshed).toEqual(expect.arrayContaining(['["me"]', '["billing","subscription"]', '["billing","purchases"]']));

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByTestId('payment-countdown')).toHaveTextContent('4 seconds');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    // A second per act: each tick's render schedules the next one.
    for (const left of ['3 seconds', '2 seconds', '1 second']) {
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByTestId('payment-countdown')).toHaveTextContent(left);
    }
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('goes to the dashboard at once on “Go now”, and names a message pack', async () => {
    renderSuccess('/stripe/success?session_id=cs_2', { 'GET /api/billing/checkout/cs_2': { body: paid({ sessionId: 'cs_2', product: 'messages_500', amountCents: 4_000 }) } });
    expect(await screen.findByTestId('payment-success-message')).toHaveTextContent('Successfully purchased 500 messages!');
    await userEvent.click(screen.getByRole('button', { name: 'Go now' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('says a failed payment failed', async () => {
    renderSuccess('/stripe/success?session_id=cs_3', { 'GET /api/billing/checkout/cs_3': { body: paid({ sessionId: 'cs_3', status: 'failed' }) } });
    expect(await screen.findByTestId('payment-failed')).toHaveTextContent('Purchase failed. Please try again.');
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/compare-plans');
  });

  it('says an unknown session was not found', async () => {
    renderSuccess('/stripe/success?session_id=nope');
    expect(await screen.findByTestId('payment-check-failed')).toHaveTextContent('Payment not found');
  });
});

describe('PaymentCancelPage', () => {
  it('says nothing was charged, with the ways back', async () => {
    stubFetch({});
    renderWithRouter(<PaymentCancelPage />, { url: '/stripe/cancel?session_id=cs_1', path: '/stripe/cancel' });
    expect(await screen.findByTestId('payment-cancelled')).toHaveTextContent('Payment cancelled, nothing was charged.');
    expect(screen.getByRole('link', { name: 'Go to membership' })).toHaveAttribute('href', '/membership');
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/compare-plans');
  });

  it('says the session is missing without session_id', async () => {
    stubFetch({});
    renderWithRouter(<PaymentCancelPage />, { url: '/stripe/cancel', path: '/stripe/cancel' });
    expect(await screen.findByTestId('payment-missing-session')).toHaveTextContent('Missing payment session. Please try again.');
  });
});
