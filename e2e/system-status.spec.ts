import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { TSystemAlert } from '../src/shared/alerts/alerts.schema';
import type { TAdminUser } from '../src/shared/admin/admin.schema';
import { readAnnouncements, registerAndSignIn } from './fixtures';

const ADMIN = { email: 'admin@upline.local', password: 'Admin-Demo-2026!' };

/** The admin, signed in through the API in a browser context of their own (its pages share the cookie). */
async function signInAdmin(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; headers: { origin: string } }> {
  const context = await browser.newContext({ baseURL });
  const headers = { origin: baseURL };
  const answer = await context.request.post('/api/auth/sign-in/email', { data: ADMIN, headers });
  expect(answer.ok()).toBe(true);
  return { context, headers };
}

async function openUserDashboard(page: Page, request: Parameters<typeof registerAndSignIn>[1]) {
  const person = await registerAndSignIn(page, request);
  await readAnnouncements(page);
  // The page asked for unread announcements before they were marked read (another spec on this
  // server may have posted one): a fresh load shows the dashboard without the announcement dialog.
  await page.reload();
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  return person;
}

test('an alert an admin posts shows on an open page at once, and goes when it is switched off', async ({ page, request, browser, baseURL }) => {
  await openUserDashboard(page, request);
  const admin = await signInAdmin(browser, baseURL!);
  const content = `Payments are delayed today (${Date.now()}).`;
  let alertId: string | undefined;
  try {
    const created = await admin.context.request.post('/api/admin/alerts', { data: { content, type: 'warning', active: true }, headers: admin.headers });
    expect(created.status()).toBe(201);
    alertId = ((await created.json()) as TSystemAlert).id;

    // No reload: the socket's alerts.changed brings it.
    const banner = page.getByTestId('system-alert').filter({ hasText: content });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('data-type', 'warning');
    await expect(banner).toHaveAttribute('role', 'status');
    await expect(banner).toContainText(`Warning: ${content}`);

    const critical = await admin.context.request.patch(`/api/admin/alerts/${alertId}`, { data: { type: 'critical' }, headers: admin.headers });
    expect(critical.ok()).toBe(true);
    await expect(page.getByRole('alert').filter({ hasText: content })).toContainText(`Critical: ${content}`);

    const off = await admin.context.request.patch(`/api/admin/alerts/${alertId}`, { data: { active: false }, headers: admin.headers });
    expect(off.ok()).toBe(true);
    await expect(page.getByTestId('system-alert').filter({ hasText: content })).toHaveCount(0);
  } finally {
    if (alertId) await admin.context.request.delete(`/api/admin/alerts/${alertId}`, { headers: admin.headers });
    await admin.context.close();
  }
});

test('a user banned while their page is open is signed out and told until when and why', async ({ page, request, browser, baseURL }) => {
  const person = await openUserDashboard(page, request);
  const admin = await signInAdmin(browser, baseURL!);
  try {
    const found = await admin.context.request.get(`/api/admin/users?q=${encodeURIComponent(person.email)}`);
    expect(found.ok()).toBe(true);
    const user = ((await found.json()) as { items: TAdminUser[] }).items.find((item) => item.email === person.email)!;
    expect(user).toBeTruthy();

    const banned = await admin.context.request.post(`/api/admin/users/${user.id}/ban`, { data: { reason: 'Spam sent to prospects', days: 3 }, headers: admin.headers });
    expect(banned.ok()).toBe(true);
    const { banExpires } = (await banned.json()) as TAdminUser;
    const until = await page.evaluate((iso) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)), banExpires!);

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('auth-email')).toBeVisible();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Your account is suspended' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(`Suspended until ${until}. Reason: Spam sent to prospects`);

    // The session is gone on the server too.
    expect((await page.request.get('/api/me')).status()).toBe(401);
  } finally {
    await admin.context.close();
  }
});

test('maintenance mode: users see the maintenance page and the API refuses them; admins carry on', async ({ page, request, browser, baseURL }) => {
  await openUserDashboard(page, request);
  const admin = await signInAdmin(browser, baseURL!);
  const message = 'Upgrading the database until 14:00 UTC.';
  const setMaintenance = (maintenanceMode: boolean) =>
    admin.context.request.patch('/api/admin/settings', { data: { maintenanceMode, maintenanceMessage: maintenanceMode ? message : '' }, headers: admin.headers });
  try {
    expect((await setMaintenance(true)).ok()).toBe(true);

    // The open page follows the socket's maintenance.changed.
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expect(page.getByTestId('maintenance-message')).toHaveText(message);
    await expect(page.getByTestId('dashboard-page')).toHaveCount(0);
    const refused = await page.request.get('/api/prospects');
    expect(refused.status()).toBe(503);
    expect(await refused.json()).toEqual({ error: { code: 'maintenance', message } });

    // "Try again" while it is still on says so.
    await page.getByTestId('maintenance-retry').click();
    await expect(page.getByTestId('maintenance-check')).toHaveText('Maintenance is still in progress. Please try again in a few minutes.');

    // The admin's app works, with a reminder.
    const adminPage = await admin.context.newPage();
    await adminPage.goto('/dashboard');
    await expect(adminPage.getByTestId('dashboard-page')).toBeVisible();
    await expect(adminPage.getByTestId('maintenance-admin-notice')).toContainText('Maintenance mode is on');
    await expect(adminPage.getByTestId('maintenance-page')).toHaveCount(0);

    // The sign-in page says so to whoever comes next.
    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/login');
    await expect(visitorPage.getByTestId('maintenance-login-notice')).toContainText(message);
    await visitor.close();

    expect((await setMaintenance(false)).ok()).toBe(true);
    // Back without a reload.
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
    await expect(adminPage.getByTestId('maintenance-admin-notice')).toHaveCount(0);
  } finally {
    await setMaintenance(false);
    await admin.context.close();
  }
});
