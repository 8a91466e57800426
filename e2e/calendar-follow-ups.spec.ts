import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { seriousViolations, WCAG_AND_BEST_PRACTICE } from './axe';

/**
 * Calendar and follow-up reminders, as the demo seller (on a trial, so with premium access): a
 * reminder created from a calendar slot shows on /follow-ups; a reminder falling due lights the
 * bell without a reload (the scheduler ticks every 2 s here, playwright.config.ts); both screens
 * pass axe in light and dark and never scroll past their content. Every test starts signed in as
 * the demo seller (`signedInAs`, fixtures.ts).
 */

test.use({ signedInAs: 'seller' });

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

/** A day `n` days from now, as the calendar's URL and slots name it. */
function dayAhead(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

/** The seller's dashboard, the shell shown. */
async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByTestId('app-main').locator('h1').first()).toBeVisible();
}

test('a reminder created from a calendar slot shows on the follow-ups page', async ({ page }) => {
  const day = dayAhead(3);
  await page.goto(`/calendar?view=week&date=${day}`);
  const slot = page.locator(`[data-slot="${day}T10:00"]`);
  await slot.click();

  const dialog = page.getByTestId('calendar-item-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('calendar-item-date')).toHaveValue(day);
  await expect(dialog.getByTestId('calendar-item-time')).toHaveValue('10:00');
  await dialog.locator('label', { has: page.getByTestId('calendar-item-type-reminder') }).click();
  await dialog.getByTestId('calendar-item-title').fill('Ask about the starter kit');
  await dialog.getByTestId('calendar-item-linked').click();
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  const prospect = (await option.textContent())!.trim();
  await option.click();
  await dialog.getByTestId('calendar-item-submit').click();
  await expect(dialog).toBeHidden();

  // On the calendar, in its hour, as a follow-up reminder about that prospect.
  await expect(slot.locator('[data-testid="calendar-item"][data-kind="followUp"]', { hasText: prospect })).toBeVisible();

  // And among the upcoming reminders, about that prospect.
  await page.goto('/follow-ups?tab=upcoming');
  await page.getByPlaceholder('Search by name or notes').fill('starter kit');
  const row = page.getByTestId('follow-up-row').filter({ hasText: 'Ask about the starter kit' });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('follow-up-person')).toHaveText(prospect);
  await expect(row.getByTestId('follow-up-status')).toHaveText('Pending');
  await expect(row.getByTestId('follow-up-type')).toHaveText('Manual');
});

test('a reminder falling due lights the bell without a reload', async ({ page }) => {
  await openDashboard(page);
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  // Start from a quiet bell: what the demo data already notified is read.
  expect((await page.request.post('/api/notifications/mark-all-read', { data: {}, headers: origin(page) })).ok()).toBe(true);
  await expect(page.getByTestId('notification-dot')).toHaveCount(0);

  const prospects = (await (await page.request.get('/api/prospects?pageSize=1')).json()) as { items: { id: string; name: string }[] };
  const prospect = prospects.items[0]!;
  // Due in three seconds: the form's rule allows nothing in the past, so it is created ahead and falls due on its own.
  const created = await page.request.post('/api/follow-ups', {
    data: { prospectId: prospect.id, dueAt: new Date(Date.now() + 3_000).toISOString(), notes: 'Bell check' },
    headers: origin(page),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await expect(page.getByTestId('notification-dot')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('notification-bell').click();
  const item = page.getByTestId('notification-item').filter({ hasText: prospect.name }).first();
  await expect(item).toBeVisible();
  await item.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/follow-ups\\?reminder=${id}`));
  await expect(page.getByTestId('follow-up-focused').getByTestId('follow-up-row')).toContainText('Bell check');
});

async function expectNoSeriousViolations(page: Page, where: string) {
  expect.soft(await seriousViolations(page, { tags: WCAG_AND_BEST_PRACTICE }), `${where}: axe violations`).toEqual([]);
}

/** The shell scrolls, never the window, and its scroll area ends with the page's content. */
async function expectNoScrollPastContent(page: Page, where: string) {
  const m = await page.evaluate(() => {
    const doc = document.scrollingElement!;
    window.scrollTo(0, doc.scrollHeight);
    const main = document.querySelector<HTMLElement>('[data-testid="app-main"]')!;
    const scroller = main.parentElement!;
    const content = [...scroller.children].reduce((sum, child) => sum + (child as HTMLElement).offsetHeight, 0);
    return { documentHeight: doc.scrollHeight, windowHeight: doc.clientHeight, documentWidth: doc.scrollWidth, windowWidth: doc.clientWidth, scrollArea: scroller.scrollHeight, content: Math.max(content, scroller.clientHeight) };
  });
  expect.soft(m.documentHeight, `${where}: document height`).toBeLessThanOrEqual(m.windowHeight + 1);
  expect.soft(m.scrollArea, `${where}: scroll area beyond its content`).toBeLessThanOrEqual(m.content + 1);
  expect.soft(m.documentWidth, `${where}: document width`).toBeLessThanOrEqual(m.windowWidth + 1);
}

const SCREENS = [
  { path: '/calendar?view=month', ready: 'calendar-month' },
  { path: '/calendar?view=week', ready: 'calendar-time-grid' },
  { path: '/follow-ups?tab=overdue', ready: 'follow-up-list' },
] as const;

for (const theme of ['light', 'dark'] as const) {
  test(`calendar and follow-ups: axe finds nothing serious, ${theme}`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('upline-theme', value), theme);
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const { path, ready } of SCREENS) {
      await page.goto(path);
      await expect(page.getByTestId(ready)).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousViolations(page, `${path} (${theme})`);
    }
    await page.goto('/calendar?view=month');
    await page.getByTestId('calendar-add').click();
    await expect(page.getByTestId('calendar-item-dialog')).toBeVisible();
    await expectNoSeriousViolations(page, `calendar item dialog (${theme})`);
    // The phone month: dots in the grid and the chosen day's list under it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/calendar?view=month');
    await expect(page.getByTestId('calendar-day-agenda')).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousViolations(page, `/calendar?view=month at 390 px (${theme})`);
  });
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`calendar and follow-ups never scroll past their content at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    for (const path of ['/calendar?view=month', '/calendar?view=week', '/calendar?view=day', '/follow-ups']) {
      await page.goto(path);
      await expect(page.getByTestId('app-main').locator('h1').first()).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expectNoScrollPastContent(page, `${path} at ${size.width} px`);
    }
  });
}
