import { expect, test } from '@playwright/test';
import { fillRegistration, newPerson, signIn, verificationLink } from './fixtures';

test('register, verify through the outbox, sign in, switch language and theme, sign out', async ({ page, request }) => {
  const person = newPerson();
  await page.goto('/register');
  await fillRegistration(page, person);
  await page.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(/\/login/);

  // Not verified yet: the destructive "verify your email" answer, and the person stays.
  await page.getByTestId('auth-email').fill(person.email);
  await page.getByTestId('auth-password').fill(person.password);
  await page.getByTestId('auth-submit').click();
  await expect(page.getByTestId('verify-modal')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.keyboard.press('Escape');

  // The link signs the person in.
  await page.goto(await verificationLink(request, person.email));
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('dashboard-page')).toContainText(person.firstName);

  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-es').click();
  await expect(page.getByTestId('nav-prospects')).toContainText('Prospectos');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.getByTestId('logout-button').click();
  await expect(page.getByTestId('logout-dialog')).toBeVisible();
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('a failed sign-in says so and stays on the login page', async ({ page }) => {
  await signIn(page, 'nobody@example.com', 'Wrong-Pass1!');
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the password rules show live while typing', async ({ page }) => {
  await page.goto('/register');
  const rules = page.getByTestId('password-rules');
  await page.getByTestId('auth-password').fill('abc');
  await expect(rules).toContainText('At least 8 characters');
  await expect(page.getByTestId('password-rule-uppercase')).toBeVisible();
  await page.getByTestId('auth-password').fill('Abcdefg1!');
  await expect(page.getByTestId('password-rule-uppercase')).toHaveCount(0);
  await page.getByTestId('auth-password').fill('Abcdefgh');
  await expect(page.getByTestId('password-rule-number')).toBeVisible();
});

test('an admin lands on /admin', async ({ page }) => {
  await signIn(page, 'admin@upline.local', 'Admin-Demo-2026!');
  await expect(page).toHaveURL(/\/admin/);
});
