import { expect, test } from '@playwright/test';
import { DEMO_SELLER, fillRegistration, newPerson, registerAndSignIn, signIn, verificationLink } from './fixtures';

test('the verification link signs the person in: a first visit is welcomed, a later one welcomed back', async ({ page, request }) => {
  const person = newPerson();
  await page.goto('/register');
  await fillRegistration(page, person);
  await page.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(/\/login/);

  await page.goto(await verificationLink(request, person.email));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Email verified')).toBeVisible();
  await expect(page.getByTestId('dashboard-greeting')).toHaveText(`Welcome, ${person.firstName}`);

  await page.getByTestId('logout-button').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, person.email, person.password);
  await expect(page.getByTestId('dashboard-greeting')).toHaveText(`Welcome back, ${person.firstName}`);
});

test('the login page offers the demo accounts; a click fills the form', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('demo-accounts')).toBeVisible();
  await expect(page.getByTestId('demo-account-admin')).toContainText('admin@upline.local');
  await page.getByTestId('demo-account-seller').click();
  await expect(page.getByTestId('auth-email')).toHaveValue(DEMO_SELLER.email);
  await expect(page.getByTestId('auth-password')).toHaveValue(DEMO_SELLER.password);
  await page.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('dashboard-greeting')).toContainText('Maria');
});

test('an incomplete profile is asked for after sign-in: it can be put off, then completed', async ({ page, request }) => {
  const person = await registerAndSignIn(page, request);
  // As an account made through a provider would be: no phone, country or city yet.
  const cleared = await page.request.patch('/api/me', { data: { phone: '', country: '', city: '' }, headers: { origin: new URL(page.url()).origin } });
  expect(cleared.ok()).toBe(true);

  await page.reload();
  const dialog = page.getByTestId('profile-completion');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('profile-completion-firstName')).toHaveValue(person.firstName);
  await page.getByTestId('profile-completion-skip').click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Put off for this browser session only: a new sign-in asks again.
  await page.getByTestId('logout-button').click();
  await page.getByTestId('logout-confirm').click();
  await signIn(page, person.email, person.password);
  await expect(dialog).toBeVisible();
  await page.getByTestId('profile-completion-save').click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await page.getByTestId('profile-completion-phone').fill('+33 6 11 22 33 44');
  await page.getByTestId('profile-completion-country').selectOption('FR');
  await page.getByTestId('profile-completion-city').fill('Lyon');
  await page.getByTestId('profile-completion-save').click();
  await expect(dialog).toBeHidden();
  const me = await (await page.request.get('/api/me')).json();
  expect(me).toMatchObject({ phone: '+33 6 11 22 33 44', country: 'FR', city: 'Lyon', profileComplete: true });
});

test('changing the sign-in email waits for the link sent to the new address, about once an hour', async ({ page, request }) => {
  const person = await registerAndSignIn(page, request);
  const newEmail = `n${person.email}`;
  await page.goto('/settings?tab=profile');
  await page.getByTestId('settings-email-new').fill(newEmail);
  await page.getByTestId('settings-email-submit').click();
  await expect(page.getByTestId('change-email-pending')).toContainText(newEmail);
  await expect(page.getByTestId('settings-email-current')).toHaveText(person.email);

  await page.goto(await verificationLink(request, newEmail));
  await expect(page).toHaveURL(/\/settings\?tab=profile$/);
  await expect(page.getByText('Email changed')).toBeVisible();
  await expect(page.getByTestId('settings-email-current')).toHaveText(newEmail);

  await page.getByTestId('settings-email-new').fill(`x${person.email}`);
  await page.getByTestId('settings-email-submit').click();
  await expect(page.getByText('Please wait before trying again')).toBeVisible();
});

test('a session that ends mid-use asks to sign in again and comes back to the same page', async ({ page, context }) => {
  await signIn(page, DEMO_SELLER.email, DEMO_SELLER.password);
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await page.goto('/goals');
  await expect(page).toHaveURL(/\/goals/);

  await context.clearCookies();
  // The next call answers 401: this page change, or a background refresh if that comes first.
  await page
    .getByTestId('nav-prospects')
    .click({ timeout: 3_000 })
    .catch(() => undefined);
  await expect(page.getByText('Please sign in again to continue', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('auth-reason')).toContainText('Your session has ended');

  await page.getByTestId('auth-email').fill(DEMO_SELLER.email);
  await page.getByTestId('auth-password').fill(DEMO_SELLER.password);
  await page.getByTestId('auth-submit').click();
  // Back on the page where the session was found gone, not on the dashboard.
  await expect(page).toHaveURL(/\/(prospects|goals)$/);
});
