import { expect, test, type Browser, type Page } from '@playwright/test';
import { readAnnouncements, registerAndSignIn, signIn } from './fixtures';

const DEMO_ADMIN = { email: 'admin@upline.local', password: 'Admin-Demo-2026!' };

/** The demo admin signed in, in a browser context of their own (a second person at another desk). */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(admin).toHaveURL(/\/admin/);
  await readAnnouncements(admin);
  return admin;
}

test('the admin answers a user’s ticket from the dashboard and the user gets the reply live', async ({ page, request, browser }) => {
  const person = await registerAndSignIn(page, request);
  await readAnnouncements(page);
  const subject = `Invoices for ${person.email}`;

  await page.goto('/support');
  await page.getByTestId('support-category-billing').click();
  await page.getByTestId('support-subject').fill(subject);
  await page.getByTestId('support-message').fill('My accountant needs my VAT number on every invoice.');
  await page.getByTestId('support-submit').click();
  await expect(page.getByText('Ticket sent. We will notify you when support replies.')).toBeVisible();

  const admin = await adminPage(browser);
  await admin.goto('/admin?tab=tickets');
  await admin.getByTestId('admin-tickets-search').fill(person.email);
  const row = admin.getByTestId('admin-ticket-row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Awaiting first reply');
  await row.click();
  await expect(admin).toHaveURL(/ticket=/);

  const thread = admin.getByTestId('ticket-thread');
  await expect(thread.getByTestId('ticket-subject')).toHaveText(subject);
  // The user is named, not "You", in support's view.
  await expect(thread.getByTestId('ticket-message').first()).toContainText(`${person.firstName} ${person.lastName}`);

  // An empty reply is refused with the spec's message.
  await thread.getByTestId('ticket-reply-send').click();
  await expect(thread.getByText('Reply message cannot be empty.')).toBeVisible();

  await thread.getByTestId('ticket-reply').fill('Open Membership, then Manage subscription to add it.');
  await thread.getByTestId('ticket-reply-send').click();
  await expect(thread.getByTestId('ticket-message')).toHaveCount(2);
  await expect(thread.getByTestId('ticket-reply')).toHaveValue('');

  await admin.getByTestId('admin-ticket-status').selectOption('inprogress');
  await expect(admin.getByText('Ticket updated')).toBeVisible();
  await expect(thread.getByTestId('ticket-status')).toHaveText('In progress');
  await expect(row.getByTestId('ticket-status')).toHaveText('In progress');

  // The user, still on the support centre, is told without reloading; the thread has the answer.
  await expect(page.getByTestId('notification-dot')).toBeVisible();
  await page.goto('/messages');
  await page.getByTestId('ticket-row').filter({ hasText: subject }).click();
  const userThread = page.getByTestId('ticket-thread');
  await expect(userThread.getByTestId('ticket-message').filter({ hasText: 'Manage subscription' })).toHaveAttribute('data-from', 'support');
  await expect(userThread.getByTestId('ticket-status')).toHaveText('In progress');

  // The user answers: the admin's open list says whose turn it is, live.
  await page.getByTestId('ticket-reply').fill('Found it, thanks!');
  await page.getByTestId('ticket-reply-send').click();
  await expect(thread.getByTestId('ticket-message')).toHaveCount(3);
  await expect(row).toContainText('User replied last');
  await admin.context().close();
});

test('the admin creates a system alert that every user sees, then deletes it', async ({ page, request, browser }) => {
  await registerAndSignIn(page, request);
  await readAnnouncements(page);
  const content = `Payments are delayed (${Date.now().toString(36)})`;

  const admin = await adminPage(browser);
  await admin.goto('/admin?tab=alerts');
  await admin.getByTestId('alert-create').click();
  const dialog = admin.getByTestId('alert-dialog');
  await dialog.getByTestId('alert-submit').click();
  await expect(dialog.getByText('Alert content is required')).toBeVisible();
  await dialog.getByTestId('alert-content').fill(content);
  await dialog.getByTestId('alert-type').selectOption('warning');
  await dialog.getByTestId('alert-submit').click();
  await expect(dialog).toBeHidden();

  const row = admin.getByTestId('admin-alert-row').filter({ hasText: content });
  await expect(row).toHaveAttribute('data-active', 'true');
  await expect(row.getByTestId('alert-type')).toHaveText('Warning');
  // The user's open page shows the banner without reloading.
  await expect(page.getByTestId('system-alert').filter({ hasText: content })).toBeVisible();

  await row.getByTestId('alert-delete').click();
  await admin.getByTestId('confirm-action').click();
  await expect(admin.getByText('Alert deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('system-alert').filter({ hasText: content })).toHaveCount(0);
  await admin.context().close();
});

test('the admin saves the suspicious-activity thresholds', async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.goto('/admin?tab=security');
  await expect(admin.getByTestId('admin-security')).toBeVisible();
  await admin.getByTestId('security-thresholds-link').click();
  await expect(admin).toHaveURL(/tab=settings/);

  const threshold = admin.getByTestId('settings-failedSignInThreshold');
  const previous = await threshold.inputValue();
  const next = previous === '7' ? '6' : '7';
  await threshold.fill('1');
  await admin.getByTestId('settings-save').click();
  await expect(admin.getByText('Use a whole number from 2 to 10000')).toBeVisible();

  await threshold.fill(next);
  await admin.getByTestId('settings-massDeletionWindowMinutes').fill('30');
  await admin.getByTestId('settings-save').click();
  await expect(admin.getByText('Settings saved')).toBeVisible();

  await admin.reload();
  await expect(admin.getByTestId('settings-failedSignInThreshold')).toHaveValue(next);
  await expect(admin.getByTestId('settings-massDeletionWindowMinutes')).toHaveValue('30');
  await admin.context().close();
});
