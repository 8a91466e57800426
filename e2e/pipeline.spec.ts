import { expect, test, type Page } from '@playwright/test';
import { dragWithMouse, readAnnouncements, recordToasts, registerAndSignIn, signIn, toastsShown } from './fixtures';

/**
 * The sales pipeline: a deal created on the board, dragged to the next stage with a real mouse,
 * its history in the detail, the move seen live in a second session of the same seller, and the
 * confirmation before a deal is marked won.
 */

const column = (page: Page, stage: string) => page.locator(`[data-testid="deal-column"][data-stage="${stage}"]`);
const card = (page: Page, stage: string, title: string) => column(page, stage).getByTestId('deal-card').filter({ hasText: title });

test('a deal dragged to the next stage moves live in another session, keeps its history, and asks before it is won', async ({ page, request, browser }) => {
  const person = await registerAndSignIn(page, request);
  await readAnnouncements(page);
  await page.goto('/pipeline');
  await expect(page.getByTestId('deals-empty')).toContainText('No deals yet');

  const title = 'Starter kit for Quentin';
  await page.getByTestId('deal-add').click();
  const dialog = page.getByTestId('deal-dialog');
  await dialog.getByTestId('deal-title').fill(title);
  await dialog.getByTestId('deal-value').fill('1200.50');
  await dialog.getByTestId('deal-submit').click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'lead_generation', title)).toBeVisible();
  await expect(column(page, 'lead_generation').getByTestId('deal-column-total')).toHaveText('$1,200.50');

  // The same seller, signed in a second time (another browser, another device).
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await recordToasts(other);
  await signIn(other, person.email, person.password);
  await expect(other).toHaveURL(/\/dashboard/);
  await readAnnouncements(other);
  await other.goto('/pipeline');
  await expect(card(other, 'lead_generation', title)).toBeVisible();

  await dragWithMouse(page, card(page, 'lead_generation', title), column(page, 'qualification'));
  await expect(card(page, 'qualification', title)).toBeVisible();
  await expect(column(page, 'qualification').getByTestId('deal-column-count')).toContainText('1');

  // The other session follows on its own, and says where the deal went.
  await expect.poll(() => toastsShown(other)).toContainEqual(expect.stringContaining(`“${title}” moved to Qualification`));
  await expect(card(other, 'qualification', title)).toBeVisible();
  await expect(card(other, 'lead_generation', title)).toHaveCount(0);
  // This tab made the move: no toast here.
  await expect(page.getByText(`“${title}” moved to Qualification`)).toHaveCount(0);

  // The history in the detail.
  await card(page, 'qualification', title).getByTestId('deal-title').click();
  await expect(page).toHaveURL(/deal=/);
  const detail = page.getByTestId('deal-detail');
  await expect(detail.getByTestId('deal-detail-title')).toHaveText(title);
  const update = detail.locator('[data-testid="deal-history-entry"][data-action="update"]').first();
  await expect(update).toContainText('Stage: Lead generation');
  await expect(update).toContainText('Qualification');
  await expect(update).toContainText('Probability: 10%');
  await expect(detail.locator('[data-testid="deal-history-entry"][data-action="created"]')).toContainText('Deal created');
  await page.getByTestId('deal-detail-close').click();
  await expect(detail).toBeHidden();

  // Won is asked about first: carried there from the keyboard (qualification → … → won).
  await card(page, 'qualification', title).getByTestId('kanban-handle').focus();
  await page.keyboard.press('Space');
  const announced = (text: string) => expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
  await announced(`${title} is over the Qualification stage.`);
  for (const stage of ['Contacted', 'Proposal', 'Negotiation', 'Won']) {
    await page.keyboard.press('ArrowRight');
    await announced(`${title} is over the ${stage} stage.`);
  }
  await page.keyboard.press('Space');
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('Mark this deal as won?');
  await expect(card(page, 'qualification', title)).toBeVisible();
  await confirm.getByTestId('confirm-action').click();
  await expect(card(page, 'closed_won', title)).toBeVisible();
  await expect(card(other, 'closed_won', title)).toBeVisible();
  await expect.poll(() => toastsShown(other)).toContainEqual(expect.stringContaining(`“${title}” moved to Won`));

  await otherContext.close();
});
