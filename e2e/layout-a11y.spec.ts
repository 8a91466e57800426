import { expect, type Page } from '@playwright/test';
import { seriousViolations, WCAG_AND_BEST_PRACTICE } from './axe';
import { test } from './fixtures';

/**
 * Layout and accessibility of every screen: no signed-in page scrolls the window past its content
 * (issue 10: sr-only labels once stretched the document onto an empty page), dialogs keep their
 * buttons on screen, cut labels wrap, and axe finds no serious or critical violation in light or
 * dark.
 *
 * Each signed-in screen is opened once per theme, at 1440 px: its layout is measured and axe run;
 * the window is then narrowed to 390 px (the shell follows the window's resize events) and the
 * layout measured again, so one visit serves both widths. The demo accounts are signed in once
 * per worker (`signedInAs`, fixtures.ts).
 */

const ADMIN_TABS = ['overview', 'users', 'purchases', 'tickets', 'announcements', 'alerts', 'security', 'settings'];

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const THEMES = ['light', 'dark'] as const;

/** The seller's signed-in screens. */
const MODULE_ROUTES = ['/dashboard', '/prospects', '/contacts', '/people', '/activities', '/tasks', '/pipeline', '/calendar', '/follow-ups', '/funnel-tracker', '/hot-leads', '/import-data/prospects', '/reports-premium', '/goals', '/commissions', '/team', '/team-premium', '/referral', '/custom-teams-management', '/membership', '/compare-plans', '/stripe/cancel', '/support', '/messages', '/ai-assist', '/report-generator'];
const SETTINGS_ROUTES = ['profile', 'notifications', 'security', 'language', 'appearance', 'pipeline'].map((tab) => `/settings?tab=${tab}`);

const PUBLIC_ROUTES = ['/', '/login', '/register', '/forgot-password', '/privacy', '/terms', '/cookies', '/features', '/pricing', '/about', '/help', '/contact', '/status', '/security'];

/**
 * The suite runs this file in two halves, one on each of its servers (playwright.config.ts,
 * SPLIT_SPECS): every test carries the tag of its half.
 */
const HALF = { light: '@sweep-a', dark: '@sweep-b' } as const;
const OTHER_HALF = { light: HALF.dark, dark: HALF.light } as const;

const DESKTOP = WIDTHS[0];
const PHONE = WIDTHS[1];
/** Screens also checked with axe at phone width (the shell's phone layout and its drawer). */
const PHONE_AXE_ROUTES = ['/dashboard', '/prospects', '/settings?tab=profile'];

async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((value) => localStorage.setItem('upline-theme', value), theme);
}

/** The first of the seller's prospects, for its detail page. */
async function firstProspectPath(page: Page): Promise<string> {
  const answer = (await (await page.request.get('/api/prospects?pageSize=1')).json()) as { items: { id: string }[] };
  expect(answer.items.length).toBeGreaterThan(0);
  return `/prospects/${answer.items[0]!.id}`;
}

/**
 * Gives a screen's data time to come in. A placeholder still showing after that is measured as it
 * is: the checks hold for every state of a screen, loading included.
 */
async function settle(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('main [aria-busy="true"], main .animate-pulse'), null, { timeout: 5_000 })
    .catch(() => undefined);
}

/** Opens a signed-in screen (its heading shown) and lets it settle. */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('app-main').locator('h1').first()).toBeVisible();
  await settle(page);
}

/** Resizes the window and waits for the shell to have laid itself out again (two frames). */
async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await settle(page);
}

/**
 * The shell fills the window and the page scrolls inside it: the document is exactly the window,
 * the window cannot scroll, and the scroll area ends with its content (main and footer).
 */
async function expectNoScrollPastContent(page: Page, where: string) {
  const m = await page.evaluate(() => {
    const doc = document.scrollingElement!;
    window.scrollTo(0, doc.scrollHeight);
    const main = document.querySelector<HTMLElement>('[data-testid="app-main"]')!;
    const scroller = main.parentElement!;
    const content = [...scroller.children].reduce((sum, child) => sum + (child as HTMLElement).offsetHeight, 0);
    return {
      documentHeight: doc.scrollHeight,
      documentWidth: doc.scrollWidth,
      windowHeight: doc.clientHeight,
      windowWidth: doc.clientWidth,
      windowScrollY: window.scrollY,
      scrollAreaHeight: scroller.scrollHeight,
      contentHeight: Math.max(content, scroller.clientHeight),
    };
  });
  expect.soft(m.documentHeight, `${where}: document height`).toBeLessThanOrEqual(m.windowHeight + 1);
  expect.soft(m.windowScrollY, `${where}: the window scrolled`).toBe(0);
  expect.soft(m.scrollAreaHeight, `${where}: scroll area beyond its content`).toBeLessThanOrEqual(m.contentHeight + 1);
  expect.soft(m.documentWidth, `${where}: document width`).toBeLessThanOrEqual(m.windowWidth + 1);
}

/** axe on the page as it is, with the rules that can report something serious or critical (e2e/axe.ts). */
async function expectNoSeriousViolations(page: Page, where: string) {
  expect.soft(await seriousViolations(page, { tags: WCAG_AND_BEST_PRACTICE }), `${where}: axe violations`).toEqual([]);
}

test.describe('the seller’s screens: no page scrolls past its content, axe finds nothing serious', () => {
  test.use({ signedInAs: 'seller' });

  for (const theme of THEMES) {
    test(`every signed-in screen at both widths, ${theme}`, { tag: HALF[theme] }, async ({ page }) => {
      // Three dozen screens, each through axe and measured twice: minutes on a busy machine.
      test.setTimeout(480_000);
      await useTheme(page, theme);
      const routes = [...MODULE_ROUTES, await firstProspectPath(page), ...SETTINGS_ROUTES];
      for (const path of routes) {
        await page.setViewportSize(DESKTOP);
        await openScreen(page, path);
        await expectNoScrollPastContent(page, `${path} at ${DESKTOP.width} px (${theme})`);
        await expectNoSeriousViolations(page, `${path} (${theme})`);
        await resize(page, PHONE);
        await expectNoScrollPastContent(page, `${path} at ${PHONE.width} px (${theme})`);
        if (PHONE_AXE_ROUTES.includes(path)) await expectNoSeriousViolations(page, `${path} at ${PHONE.width} px (${theme})`);
      }

      // The phone's drawer, open over the last screen.
      await page.getByTestId('mobile-menu-toggle').click();
      await expect(page.getByTestId('sidebar-drawer')).toBeVisible();
      await expectNoSeriousViolations(page, `sidebar drawer (${theme})`);

      // The prospects' card view, the screen of issue 10.
      await page.setViewportSize(DESKTOP);
      await openScreen(page, '/prospects');
      await page.getByTestId('prospects-view-cards').click();
      await expectNoScrollPastContent(page, `/prospects (cards) at ${DESKTOP.width} px (${theme})`);
      await resize(page, PHONE);
      await expectNoScrollPastContent(page, `/prospects (cards) at ${PHONE.width} px (${theme})`);

      // A form dialog open over a page.
      await page.setViewportSize(DESKTOP);
      await openScreen(page, '/activities');
      await page.getByTestId('activity-add').click();
      await expect(page.getByTestId('activity-dialog')).toBeVisible();
      await expectNoSeriousViolations(page, `add-activity dialog (${theme})`);
    });
  }
});

test.describe('the admin dashboard: every tab fits both widths, axe finds nothing serious', () => {
  test.use({ signedInAs: 'admin' });

  for (const theme of THEMES) {
    test(`every tab, ${theme}`, { tag: OTHER_HALF[theme] }, async ({ page }) => {
      test.setTimeout(180_000);
      await useTheme(page, theme);
      for (const tab of ADMIN_TABS) {
        const path = `/admin?tab=${tab}`;
        await page.setViewportSize(DESKTOP);
        await openScreen(page, path);
        await expectNoScrollPastContent(page, `${path} at ${DESKTOP.width} px (${theme})`);
        await expectNoSeriousViolations(page, `${path} (${theme})`);
        await resize(page, PHONE);
        await expectNoScrollPastContent(page, `${path} at ${PHONE.width} px (${theme})`);
      }
    });
  }
});

test.describe('nothing is cut off', { tag: HALF.light }, () => {
  test.use({ signedInAs: 'seller' });

  test('Russian sidebar labels and quick stats wrap instead of being cut', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('upline-language', 'ru'));
    await page.setViewportSize({ width: 1440, height: 1300 });
    await openScreen(page, '/dashboard');
    const cut = (selector: string) =>
      page.locator(selector).evaluateAll((elements) => elements.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
    await expect(page.getByTestId('quick-stats').locator('dd').first()).not.toHaveText('');
    expect(await cut('[data-testid="copy-affiliate-link"], [data-testid="copy-affiliate-link"] span, [data-testid="quick-stats"] dt')).toEqual([]);
  });

  for (const size of [{ width: 1440, height: 900 }, { width: 1440, height: 600 }, { width: 390, height: 600 }]) {
    test(`the add-activity dialog keeps its buttons on screen at ${size.width}×${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      await openScreen(page, '/activities');
      await page.getByTestId('activity-add').click();
      const dialog = page.getByTestId('activity-dialog');
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      await expect(page.getByTestId('activity-submit')).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
      // The form scrolls inside the dialog, under the buttons, down to its last field.
      await dialog.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await expect(page.getByTestId('activity-submit')).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByRole('checkbox').last()).toBeInViewport();
    });
  }

  test('the Russian footer fits a phone: its badges and toggle wrap instead of passing the edge', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('upline-language', 'ru'));
    await page.setViewportSize({ width: 390, height: 844 });
    await openScreen(page, '/dashboard');
    const toggle = page.getByTestId('footer-toggle');
    await expect(toggle).toHaveText(/Больше ссылок/);
    const box = (await toggle.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });

  test('the settings tab strip says it scrolls on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openScreen(page, '/settings');
    const more = page.getByTestId('settings-tabs-more');
    await expect(more).toBeVisible();
    await expect(page.getByTestId('settings-tabs-back')).toHaveCount(0);
    await more.click();
    await expect(page.getByTestId('settings-tabs-back')).toBeVisible();
    await expect(page.getByTestId('settings-tab-pipeline')).toBeInViewport();
  });
});

test.describe('axe: the public screens', () => {
  for (const theme of THEMES) {
    test(`public screens, ${theme}`, { tag: OTHER_HALF[theme] }, async ({ page }) => {
      test.setTimeout(180_000);
      await useTheme(page, theme);
      for (const path of PUBLIC_ROUTES) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        // The landing page renders its sections below the hero in the tasks after (RenderLater).
        if (path === '/') await expect(page.getByTestId('site-footer')).toBeVisible();
        await expectNoSeriousViolations(page, `${path} (${theme})`);
      }
    });
  }
});
