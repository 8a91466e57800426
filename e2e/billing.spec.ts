import { expect, test } from '@playwright/test';
import { readAnnouncements, registerAndSignIn } from './fixtures';

/**
 * Billing with the offline provider (no Stripe key): a free user meets the premium lock, buys
 * Premium Pro through the test checkout, is confirmed and sent on to the dashboard, and the lock
 * is gone; the payment is in the membership history. Payment pages without a session, and a
 * visitor's Premium button, say what to do.
 */

test('a free user buys Premium Pro monthly through the test checkout and the premium lock is gone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await registerAndSignIn(page, request);
  await readAnnouncements(page);

  await page.goto('/hot-leads');
  await expect(page.getByTestId('hot-leads-locked')).toBeVisible();

  await page.goto('/membership');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
  await expect(page.getByTestId('membership-summary')).toHaveText('Free');
  await expect(page.getByTestId('purchase-empty')).toBeVisible();
  await page.getByTestId('membership-upgrade-monthly').click();

  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await expect(page.getByTestId('test-mode-banner')).toContainText('Test payment — no card is charged');
  await expect(page.getByTestId('test-checkout-product')).toHaveText('Premium Pro, monthly');
  await page.getByTestId('test-checkout-pay').click();

  await expect(page).toHaveURL(/\/stripe\/success\?session_id=/);
  await expect(page.getByTestId('payment-success-message')).toContainText('Welcome to Premium Pro!', { timeout: 25_000 });
  await expect(page.getByTestId('payment-countdown')).toContainText('Taking you to your dashboard in');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByTestId('dashboard-page')).toBeVisible();

  await page.goto('/hot-leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Hot leads' })).toBeVisible();
  await expect(page.getByTestId('hot-leads-refresh')).toBeVisible();
  await expect(page.getByTestId('hot-leads-locked')).toHaveCount(0);

  await page.goto('/membership');
  await expect(page.getByTestId('membership-status-badge')).toHaveText('Active');
  const row = page.getByTestId('purchase-row').filter({ hasText: 'Premium Pro, monthly' });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'succeeded');
  await expect(row.getByTestId('purchase-status').first()).toHaveText('Succeeded');
});

test('the payment pages say a session is missing', async ({ page, request }) => {
  await registerAndSignIn(page, request);
  await readAnnouncements(page);
  await page.goto('/stripe/success');
  await expect(page.getByTestId('payment-missing-session')).toContainText('Missing payment session. Please try again.');
  await expect(page.getByRole('link', { name: 'Go to membership' })).toHaveAttribute('href', '/membership');
  await page.goto('/stripe/cancel');
  await expect(page.getByTestId('payment-missing-session')).toContainText('Missing payment session. Please try again.');
});

test('a visitor pressing Premium on /pricing is sent to log in, and told why', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByTestId('premium-price')).toBeVisible();
  await page.getByTestId('pricing-premium-cta').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in to upgrade your plan.')).toBeVisible();
});
