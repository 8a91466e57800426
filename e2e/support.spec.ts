import { expect, test, type Page } from '@playwright/test';
import { readAnnouncements, registerAndSignIn, signIn } from './fixtures';

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

test('a ticket sent from the support centre continues in messages, where the admin’s reply arrives live', async ({ page, request, browser }) => {
  await registerAndSignIn(page, request);
  await readAnnouncements(page);

  await page.goto('/support');
  await expect(page.getByTestId('support-faq').getByRole('button')).toHaveCount(10);
  // The spec's messages before anything is sent.
  await page.getByTestId('support-submit').click();
  await expect(page.getByText('Ticket category is required.')).toBeVisible();
  await expect(page.getByText('Ticket subject is required.')).toBeVisible();

  await page.getByTestId('support-category-billing').click();
  await page.getByTestId('support-subject').fill('Company name on my invoices');
  await page.getByTestId('support-priority').selectOption('high');
  await page.getByTestId('support-message').fill('My accountant needs my company name and VAT number on every invoice.');
  await page.getByTestId('support-submit').click();
  await expect(page.getByText('Ticket sent. We will notify you when support replies.')).toBeVisible();

  const link = page.getByTestId('support-ticket-link').first();
  await expect(link).toContainText('Company name on my invoices');
  await expect(link).toContainText('Open');
  await link.click();
  await expect(page).toHaveURL(/\/messages\?ticket=/);
  const ticketId = new URL(page.url()).searchParams.get('ticket')!;
  const thread = page.getByTestId('ticket-thread');
  await expect(thread.getByTestId('ticket-subject')).toHaveText('Company name on my invoices');
  await expect(thread.getByTestId('ticket-message')).toHaveCount(1);
  await expect(page.getByTestId('ticket-row')).toHaveCount(1);

  // The admin answers from their own session, through the API (the admin screens come later).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@upline.local', 'Admin-Demo-2026!');
  await expect(admin).toHaveURL(/\/admin/);
  const reply = await admin.request.post(`/api/support/tickets/${ticketId}/replies`, {
    data: { message: 'Open Membership, then Manage subscription, and add them under billing information.' },
    headers: origin(admin),
  });
  expect(reply.status()).toBe(201);
  const status = await admin.request.patch(`/api/admin/tickets/${ticketId}`, { data: { status: 'inprogress' }, headers: origin(admin) });
  expect(status.status()).toBe(200);
  await adminContext.close();

  // No reload: the open thread and the list follow the socket's support.updated.
  const answer = thread.getByTestId('ticket-message').filter({ hasText: 'Manage subscription' });
  await expect(answer).toBeVisible();
  await expect(answer).toHaveAttribute('data-from', 'support');
  await expect(thread.getByTestId('ticket-status')).toHaveText('In progress');
  await expect(page.getByTestId('ticket-row').first()).toContainText('Support replied');
  await expect(page.getByTestId('notification-dot')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('ticket')).toBe(ticketId);

  // The user answers back in the same thread.
  await page.getByTestId('ticket-reply').fill('Done, thank you!');
  await page.getByTestId('ticket-reply-send').click();
  await expect(thread.getByTestId('ticket-message')).toHaveCount(3);
  await expect(page.getByTestId('ticket-reply')).toHaveValue('');
});
