import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { TTestCheckout } from '@shared/billing/billing.schema';
import { LocationProbe, stubFetch } from '../../../app/test-utils';
import { TestCheckoutPage } from './TestCheckoutPage';

const session = (overrides: Partial<TTestCheckout> = {}): TTestCheckout => ({
  sessionId: 'cs_test_1',
  product: 'premium_monthly',
  amountCents: 999,
  currency: 'usd',
  email: 'ana@example.com',
  status: 'open',
  successUrl: '/stripe/success?session_id=cs_test_1',
  cancelUrl: '/stripe/cancel?session_id=cs_test_1',
  ...overrides,
});

function renderCheckout(answers: Parameters<typeof stubFetch>[0]) {
  const fetchMock = stubFetch(answers);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/billing/test-checkout/cs_test_1']}>
        <Routes>
          <Route path="/billing/test-checkout/:sessionId" element={<TestCheckoutPage />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

const posted = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TestCheckoutPage', () => {
  it('is marked as a test, shows what is bought, pays and goes to the success page', async () => {
    const fetchMock = renderCheckout({
      'GET /api/billing/test-checkout/cs_test_1': { body: session() },
      'POST /api/billing/test-checkout/cs_test_1/pay': { body: { url: `${window.location.origin}/stripe/success?session_id=cs_test_1` } },
    });
    expect(await screen.findByTestId('test-mode-banner')).toHaveTextContent('Test payment — no card is charged');
    expect(screen.getByTestId('test-checkout-product')).toHaveTextContent('Premium Pro, monthly');
    expect(screen.getByTestId('test-checkout-amount')).toHaveTextContent('$9.99');
    expect(screen.getByTestId('test-checkout-email')).toHaveTextContent('ana@example.com');
    expect(screen.getByTestId('test-checkout-card')).toHaveTextContent('4242 4242 4242 4242');

    await userEvent.click(screen.getByRole('button', { name: 'Pay $9.99 (test)' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/stripe/success'));
    expect(posted(fetchMock)).toEqual(['/api/billing/test-checkout/cs_test_1/pay']);
  });

  it('cancels and goes to the cancel page', async () => {
    const fetchMock = renderCheckout({
      'GET /api/billing/test-checkout/cs_test_1': { body: session() },
      'POST /api/billing/test-checkout/cs_test_1/cancel': { body: { url: '/stripe/cancel?session_id=cs_test_1' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/stripe/cancel');
    expect(posted(fetchMock)).toEqual(['/api/billing/test-checkout/cs_test_1/cancel']);
  });

  it('says when the session expired or was paid already', async () => {
    renderCheckout({ 'GET /api/billing/test-checkout/cs_test_1': { body: session({ status: 'expired' }) } });
    expect(await screen.findByTestId('test-checkout-expired')).toHaveTextContent('This checkout has expired');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    cleanup();
    renderCheckout({ 'GET /api/billing/test-checkout/cs_test_1': { body: session({ status: 'complete' }) } });
    expect(await screen.findByTestId('test-checkout-complete')).toHaveTextContent('Already paid');
  });
});
