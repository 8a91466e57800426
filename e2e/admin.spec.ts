import { expect, test, type Page } from '@playwright/test';
import { readAnnouncements, registerAndSignIn, signIn } from './fixtures';
import { seriousViolations, WCAG_AND_BEST_PRACTICE } from './axe';

const DEMO_ADMIN = { email: 'admin@upline.local', password: 'Admin-Demo-2026!' };
const TABS = ['overview', 'users', 'purchases', 'tickets', 'announcements', 'alerts', 'security', 'settings'] as const;

async function signInAsAdmin(page: Page) {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await readAnnouncements(page);
  await expect(page.getByTestId('admin-page')).toBeVisible();
}

/** Console errors of the page from now on (a failed request the screen handles is not one). */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function expectNoSeriousViolations(page: Page, where: string) {
  expect(await seriousViolations(page, { tags: WCAG_AND_BEST_PRACTICE }), `${where}: axe violations`).toEqual([]);
}

test('the admin sees the figures, finds a new user, changes the tier, bans, unbans and deletes them', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const person = await registerAndSignIn(page, request);
  await page.context().clearCookies();

  const context = await browser.newContext();
  const admin = await context.newPage();
  const errors = collectConsoleErrors(admin);
  await signInAsAdmin(admin);

  // Overview: figures and both charts, each with its text alternative.
  await expect(admin.getByTestId('admin-tab-overview')).toHaveAttribute('aria-selected', 'true');
  await expect(admin.getByTestId('admin-stat-usersTotal')).toHaveText(/^\d[\d,]*$/);
  await expect(admin.getByTestId('admin-stat-revenueMonth')).toHaveText(/\$/);
  await expect(admin.getByTestId('admin-signups-chart').locator('svg.recharts-surface')).toBeVisible();
  await expect(admin.getByTestId('admin-tier-chart').locator('svg.recharts-surface')).toBeVisible();
  await expect(admin.getByTestId('admin-signups-chart').getByRole('table', { name: 'Signups per day' })).toBeAttached();
  await expect(admin.getByTestId('admin-recent-purchases')).toBeVisible();
  await expectNoSeriousViolations(admin, 'overview');

  // Users: the person registered above, found by a search kept in the address.
  await admin.getByTestId('admin-tab-users').click();
  await expect(admin).toHaveURL(/tab=users/);
  await admin.getByTestId('admin-users-search').fill(person.email);
  await expect(admin).toHaveURL(new RegExp(`q=${encodeURIComponent(person.email).replace(/\./g, '\\.')}`));
  const row = admin.getByTestId('admin-user-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(person.email);
  await expectNoSeriousViolations(admin, 'users');

  // A reload keeps the tab and the search.
  await admin.reload();
  await expect(admin.getByTestId('admin-user-row')).toHaveCount(1);
  await expect(admin.getByTestId('admin-users-search')).toHaveValue(person.email);

  await row.getByTestId('admin-user-open').click();
  const detail = admin.getByTestId('admin-user-detail');
  await expect(detail.getByRole('heading', { name: `${person.firstName} ${person.lastName}` })).toBeVisible();
  await expect(detail.getByTestId('admin-user-count-prospects')).toHaveText('0');

  // Tier: premium.
  await detail.getByTestId('admin-edit-tier').selectOption('premium');
  await detail.getByTestId('admin-user-save').click();
  await expect(admin.getByText('User updated')).toBeVisible();
  await expect(row.getByText('Premium')).toBeVisible();

  // Ban: the reason is required, then seven days.
  await detail.getByTestId('admin-user-ban').click();
  const ban = admin.getByTestId('admin-ban-dialog');
  await ban.getByTestId('admin-ban-submit').click();
  await expect(ban.getByText('Give a reason for the ban')).toBeVisible();
  await ban.getByTestId('admin-ban-reason').fill('Spam sent to prospects');
  await ban.getByTestId('admin-ban-days').fill('7');
  await ban.getByTestId('admin-ban-submit').click();
  await expect(ban).toBeHidden();
  await expect(detail.getByTestId('admin-user-ban-reason')).toContainText('Spam sent to prospects');
  await expect(row.getByTestId('admin-user-status')).toHaveAttribute('data-status', 'banned');

  // The banned person cannot sign in.
  const banned = await request.post('/api/auth/sign-in/email', { data: { email: person.email, password: person.password }, headers: { origin: new URL(admin.url()).origin } });
  expect(banned.status()).toBe(403);

  // Unban.
  await detail.getByTestId('admin-user-unban').click();
  await admin.getByTestId('confirm-action').click();
  await expect(admin.getByText('Ban lifted')).toBeVisible();
  await expect(row.getByTestId('admin-user-status')).toHaveAttribute('data-status', 'active');

  // Delete with all data, once the email is typed: the account is gone from the list.
  await detail.getByTestId('admin-user-delete').click();
  const confirmDelete = admin.getByTestId('admin-delete-confirm');
  await expect(confirmDelete).toBeDisabled();
  await admin.getByTestId('admin-delete-email').fill(person.email);
  await confirmDelete.click();
  await expect(admin.getByText(`${person.email} was deleted`)).toBeVisible();
  await expect(detail).toBeHidden();
  await expect(admin.getByTestId('admin-users-empty')).toContainText('No users match');

  // Every tab opens, the back button returns to the one before.
  for (const tab of TABS) {
    await admin.getByTestId(`admin-tab-${tab}`).click();
    await expect(admin.getByTestId(`admin-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
    await expect(admin.getByTestId(`admin-panel-${tab}`)).toBeVisible();
  }
  await admin.goBack();
  await expect(admin.getByTestId('admin-tab-security')).toHaveAttribute('aria-selected', 'true');
  await admin.getByTestId('admin-tab-purchases').click();
  await expect(admin.getByTestId('admin-purchases')).toBeVisible();
  await expect(admin.getByTestId('admin-purchases-total')).toHaveText(/\d/);

  expect(errors).toEqual([]);
  await context.close();
});

test('the tabs fit a phone: the tab list scrolls inside the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.getByTestId('admin-tab-settings').scrollIntoViewIfNeeded();
  await page.getByTestId('admin-tab-settings').click();
  await expect(page).toHaveURL(/tab=settings/);
});
