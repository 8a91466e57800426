import { expect, type Locator, type Page } from '@playwright/test';
import { readAnnouncements, registerAndSignIn, test } from './fixtures';
import { seriousViolations, WCAG_AND_BEST_PRACTICE } from './axe';

/**
 * The funnel tracker as the demo seller (on her trial, so premium) uses it: a card dragged with
 * the mouse to the next stage, another moved to Enrolled from its menu after the confirmation,
 * the move in the prospect's drawer timeline and still there after a reload; a free account sees
 * the lock screen; the board checked with axe in both themes.
 */

/** Presses the mouse on `source`, moves it over `target` in small steps (as a hand would), releases it. */
async function dragWithMouse(page: Page, source: Locator, target: Locator) {
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  // Past the sensor's activation distance first, then across.
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + 24, { steps: 4 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 120), { steps: 15 });
  await page.mouse.up();
}

const column = (page: Page, stage: string) => page.getByTestId(`funnel-column-${stage}`);
const count = async (page: Page, stage: string) => Number((await column(page, stage).getByTestId('funnel-column-count').locator('[aria-hidden="true"]').textContent())!.replace(/\D/g, ''));

async function openBoard(page: Page) {
  await page.goto('/funnel-tracker');
  await expect(page.getByTestId('funnel-board')).toBeVisible();
  await expect(column(page, 'enrolled').getByTestId('funnel-card').first()).toBeVisible();
}

test.describe('as the demo seller', () => {
  test.use({ signedInAs: 'seller' });

  test('moves prospects along the funnel: a drag to the next stage, a confirmed move to Enrolled, the timeline tells it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/dashboard');
    await expect(page.getByTestId('app-main').locator('h1').first()).toBeVisible();
    await page.getByTestId('nav-funnel-tracker').click();
    await expect(page).toHaveURL(/\/funnel-tracker$/);
    await openBoard(page);

    // A drag with the mouse from New prospect to Cold lead, side by side on screen: no question asked.
    const newCard = column(page, 'new_prospect').getByTestId('funnel-card').first();
    const dragged = (await newCard.getByTestId('funnel-card-open').textContent())!;
    const coldBefore = await count(page, 'cold_lead');
    await dragWithMouse(page, newCard, column(page, 'cold_lead'));
    await expect(column(page, 'cold_lead').getByTestId('funnel-card').filter({ hasText: dragged })).toBeVisible();
    await expect(column(page, 'cold_lead').getByTestId('funnel-column-count')).toContainText(String(coldBefore + 1));
    await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);

    // From the menu to Enrolled: the end stage asks first.
    const card = column(page, 'proposal_sent').getByTestId('funnel-card').first();
    const name = (await card.getByTestId('funnel-card-open').textContent())!;
    const enrolledBefore = await count(page, 'enrolled');
    await card.getByTestId('funnel-move-menu').click();
    await page.getByTestId('funnel-move-to-enrolled').click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText(`Mark ${name} as enrolled?`);
    await confirm.getByTestId('confirm-action').click();
    await expect(confirm).toBeHidden();
    const enrolledCard = column(page, 'enrolled').getByTestId('funnel-card').filter({ hasText: name });
    await expect(enrolledCard).toBeVisible();
    await expect(column(page, 'enrolled').getByTestId('funnel-column-count')).toContainText(String(enrolledBefore + 1));
    await expect(page.getByText(`${name} moved to Enrolled`)).toBeVisible();

    // The drawer: the profile and the move, newest first, in the timeline.
    await enrolledCard.getByTestId('funnel-card-open').click();
    const drawer = page.getByTestId('funnel-drawer');
    await expect(drawer.getByRole('heading', { name })).toBeVisible();
    await expect(drawer.getByTestId('funnel-drawer-stage')).toHaveText('Enrolled');
    const latest = drawer.getByTestId('funnel-event').first();
    await expect(latest).toContainText(/Proposal sent\s*to\s*Enrolled/);
    await expect(latest).toContainText(/now|minute/);
    await expect(drawer.getByTestId('funnel-drawer-profile')).toHaveAttribute('href', /\/prospects\/[0-9a-f-]{36}$/);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Stored: the same after a reload, and the prospect's own page says so too.
    await page.reload();
    await expect(column(page, 'enrolled').getByTestId('funnel-card').filter({ hasText: name })).toBeVisible();
    await expect(column(page, 'cold_lead').getByTestId('funnel-card').filter({ hasText: dragged })).toBeVisible();
  });

  test('moves a prospect with the keyboard alone', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openBoard(page);
    const card = column(page, 'interested').getByTestId('funnel-card').first();
    const name = (await card.getByTestId('funnel-card-open').textContent())!;
    await card.getByRole('button', { name: `Move ${name}`, exact: true }).focus();
    // Each key waits for the board's announcement of the last one: a key pressed before the pick-up
    // has settled would move nothing, as a person who waits for the screen reader never meets.
    await page.keyboard.press('Space');
    // The live region keeps the newest line only: "Picked up …", at once replaced by "… is over the Interested stage."
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`Picked up ${name}|${name} is over the Interested stage`) })).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`${name} is over the Demo scheduled stage.`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(column(page, 'demo_scheduled').getByTestId('funnel-card').filter({ hasText: name })).toBeVisible();
    await expect(page.getByText(`${name} was dropped in the Demo scheduled stage.`)).toBeAttached();
  });
});

test('a free account sees the lock screen instead of the board', async ({ page, request }) => {
  await registerAndSignIn(page, request);
  await readAnnouncements(page);
  await page.goto('/funnel-tracker');
  await expect(page.getByTestId('funnel-locked')).toContainText('The funnel tracker is a Premium feature');
  await expect(page.getByTestId('funnel-board')).toHaveCount(0);
  await page.getByTestId('funnel-upgrade').click();
  await expect(page.getByTestId('upgrade-modal')).toBeVisible();
});

test.describe('the board checked', () => {
  test.use({ signedInAs: 'seller' });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation on the board and in the drawer, ${theme}`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('upline-theme', value), theme);
      await page.setViewportSize({ width: 1440, height: 900 });
      await openBoard(page);
      const analyze = async (where: string) => {
        expect.soft(await seriousViolations(page, { tags: WCAG_AND_BEST_PRACTICE }), `${where} (${theme})`).toEqual([]);
      };
      await analyze('board');
      await column(page, 'enrolled').getByTestId('funnel-card-open').first().click();
      await expect(page.getByTestId('funnel-event').first()).toBeVisible();
      await analyze('drawer');
    });
  }
});
