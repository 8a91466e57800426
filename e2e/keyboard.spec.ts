import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';

/**
 * Keyboard only (issue 18): from the top of a signed-in page, Tab reaches the skip link, the
 * sidebar, the search, the notification bell, the theme and the language controls; each is
 * operated with Enter, Space, the arrows and Escape; every stop shows a focus ring; dialogs keep
 * Tab inside them and give focus back to what opened them. Nothing here clicks.
 */

/** A page's chunk and data on a busy machine (the suite shares two cores): more than 15 s at times. */
const LOAD = { timeout: 30_000 };
/** Enough Tab presses to cycle a dialog more than once. */
const CYCLE = 24;
/** The most stops expected between the top of the page and the header's search (the sidebar's links). */
const MAX_STOPS_TO_SEARCH = 60;

interface TStop {
  name: string;
  ring: boolean;
  inside: boolean;
}

/**
 * The focused element, named for messages, whether it shows a ring (an outline, or a box-shadow
 * ring with a spread: the ring utilities draw one, a plain drop shadow has none; in a menu, the
 * highlighted item's background), and whether it
 * sits inside `within` (a CSS selector). Every stop here is reached by the keyboard, so its
 * :focus-visible style is the one in force (Chromium leaves a date field reached by Shift+Tab out
 * of :focus-visible: the ring is looked for, not the pseudo-class).
 */
async function focused(page: Page, within = 'body'): Promise<TStop> {
  return page.evaluate((selector) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: 'body', ring: false, inside: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const ring = [...style.boxShadow.matchAll(/(rgba?\([^)]*\)|oklch\([^)]*\)|oklab\([^)]*\)|color\([^)]*\)|#\w+) 0px 0px 0px ([\d.]+)px/g)].some(
      ([, color, spread]) => Number(spread) >= 1 && !/^rgba\(.*,\s*0\)$/.test(color!) && !/\/\s*0\)$/.test(color!),
    );
    // A menu marks its focused item with a background of its own instead of a ring.
    const menu = /^(menuitem|menuitemradio|menuitemcheckbox|option)$/.test(el.getAttribute('role') ?? '') ? el.closest('[role="menu"], [role="listbox"]') : null;
    const highlight = !!menu && style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== getComputedStyle(menu).backgroundColor;
    const label = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return {
      name: `${el.tagName.toLowerCase()} "${label}"`,
      ring: outline || ring || highlight,
      inside: !!el.closest(selector),
    };
  }, within);
}

async function expectRing(page: Page, where: string) {
  const stop = await focused(page);
  expect.soft(stop.ring, `${where}: ${stop.name} shows no focus ring`).toBe(true);
}

/** Tabs forward until `target` has focus, checking the ring of every stop on the way; returns the stops. */
async function tabTo(page: Page, target: Locator, maxStops: number): Promise<string[]> {
  const stops: string[] = [];
  const ringless = new Set<string>();
  for (let i = 0; i < maxStops; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    stops.push(stop.name);
    if (!stop.ring) ringless.add(stop.name);
    if (await target.evaluate((el) => el === document.activeElement)) {
      expect.soft([...ringless], `stops on the way to ${target.toString()} without a focus ring`).toEqual([]);
      return stops;
    }
  }
  throw new Error(`${maxStops} Tab presses never reached ${target.toString()}; the stops: ${stops.join(', ')}`);
}

/** Tab and Shift+Tab, more times than the dialog has stops: focus never leaves `dialog`, and each stop shows its ring. */
async function expectFocusTrapped(page: Page, dialog: string, where: string) {
  const ringless = new Set<string>();
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen = new Set<string>();
    for (let i = 0; i < CYCLE; i += 1) {
      await page.keyboard.press(key);
      const stop = await focused(page, dialog);
      seen.add(stop.name);
      expect(stop.inside, `${where}: ${key} ${i + 1} left the dialog for ${stop.name}`).toBe(true);
      if (!stop.ring) ringless.add(stop.name);
    }
    // More presses than stops: the focus went round, it did not stick on one element.
    expect(seen.size, `${where}: the stops ${[...seen].join(', ')}`).toBeGreaterThan(1);
  }
  expect.soft([...ringless], `${where}: stops without a focus ring`).toEqual([]);
}

/** A menu just opened takes focus a moment after it shows: the arrows act on it only then. */
async function expectFocusInMenu(page: Page) {
  await expect.poll(async () => (await focused(page, '[role="menu"]')).inside, { message: 'focus in the menu' }).toBe(true);
}

async function expectFocusOn(locator: Locator) {
  await expect.poll(() => locator.evaluate((el) => el === document.activeElement), { message: `focus on ${locator.toString()}` }).toBe(true);
}

test.describe('keyboard only', () => {
  test.use({ signedInAs: 'seller', viewport: { width: 1440, height: 900 } });

  test.afterEach(async ({ page }) => {
    // The language menu saves the choice to the profile: whatever happened, the seller stays English.
    const origin = new URL(page.url()).origin;
    await page.request.patch('/api/me', { data: { language: 'en' }, headers: { origin } });
  });

  test('the skip link, then the shell from the top: search, bell, theme and language', async ({ page }) => {
    // Some sixty key presses, each awaited: over two minutes on a machine shared by several runs.
    test.setTimeout(240_000);
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-page')).toBeVisible(LOAD);

    // The first stop is the skip link, shown while focused; Enter moves focus to the page.
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skip-to-content');
    await expectFocusOn(skip);
    await expect(skip).toBeInViewport();
    await expect(skip).toHaveText('Skip to main content');
    await expectRing(page, 'skip link');
    await page.keyboard.press('Enter');
    await expectFocusOn(page.getByTestId('app-main'));
    await page.keyboard.press('Tab');
    const first = await focused(page, '[data-testid="app-main"]');
    expect(first.inside, `after the skip link, Tab went to ${first.name}`).toBe(true);
    expect.soft(first.ring, `${first.name} shows no focus ring`).toBe(true);

    // From the top again: the sidebar's stops, then the header's search.
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-page')).toBeVisible(LOAD);
    const trigger = page.getByTestId('search-trigger');
    const stops = await tabTo(page, trigger, MAX_STOPS_TO_SEARCH);
    expect(stops[0]).toContain('skip-to-content');
    expect(stops.length, `the stops before the search: ${stops.join(', ')}`).toBeGreaterThan(5);

    // The palette by Enter: focus in its box, Tab stays inside, Escape closes it and gives focus back.
    const palette = page.getByTestId('search-palette');
    await page.keyboard.press('Enter');
    await expect(palette).toBeVisible();
    await expectFocusOn(page.getByTestId('search-input'));
    await expectFocusTrapped(page, '[data-testid="search-palette"]', 'search palette');
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    await expectFocusOn(trigger);

    // The palette by its shortcut: type, pick a result with the arrows and Enter.
    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible();
    await expectFocusOn(page.getByTestId('search-input'));
    await page.keyboard.type('a');
    const options = palette.getByRole('option');
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    await expectFocusOn(trigger);

    // The bell: Enter and Space open the panel with focus inside; Escape closes it onto the bell.
    const bell = page.getByTestId('notification-bell');
    const panel = page.getByTestId('notification-panel');
    await page.keyboard.press('Tab');
    await expectFocusOn(bell);
    await expectRing(page, 'notification bell');
    for (const key of ['Enter', 'Space']) {
      await page.keyboard.press(key);
      await expect(panel).toBeVisible();
      await expect.poll(async () => (await focused(page, '[data-testid="notification-panel"]')).inside, { message: `${key}: focus in the panel` }).toBe(true);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expectFocusOn(bell);
    }

    // The theme toggle: Enter switches the theme, and back.
    await page.keyboard.press('Tab');
    const theme = page.getByTestId('theme-toggle');
    await expectFocusOn(theme);
    await expectRing(page, 'theme toggle');
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const wasDark = await dark();
    await page.keyboard.press('Enter');
    await expect.poll(dark).toBe(!wasDark);
    await page.keyboard.press('Enter');
    await expect.poll(dark).toBe(wasDark);

    // The language menu: Enter opens it, the arrows move, Enter picks; focus comes back to the button.
    const language = page.getByTestId('language-switcher');
    await page.keyboard.press('Tab');
    await expectFocusOn(language);
    await expectRing(page, 'language button');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('language-de')).toBeVisible();
    await expectFocusInMenu(page);
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page.getByTestId('language-en'));
    await expectRing(page, 'language menu item');
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page.getByTestId('language-es'));
    await expectRing(page, 'language menu item');
    await page.keyboard.press('End');
    await expectFocusOn(page.getByTestId('language-de'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('language-de')).toBeHidden();
    await expect(language).toContainText('DE');
    await expect(page.getByTestId('skip-to-content')).toHaveText('Zum Hauptinhalt springen');
    await expectFocusOn(language);
    // Escape closes without a change; then back to English with Space and End/Home.
    await page.keyboard.press('Space');
    await expect(page.getByTestId('language-en')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('language-en')).toBeHidden();
    await expectFocusOn(language);
    await expect(language).toContainText('DE');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('language-en')).toBeVisible();
    await expectFocusInMenu(page);
    await page.keyboard.press('End');
    await expectFocusOn(page.getByTestId('language-de'));
    await page.keyboard.press('Home');
    await expectFocusOn(page.getByTestId('language-en'));
    await page.keyboard.press('Enter');
    await expect(language).toContainText('EN');
    await expectFocusOn(language);
  });

  test('the add-prospect dialog traps focus and gives it back to its button', async ({ page }) => {
    await page.goto('/prospects');
    await expect(page.getByTestId('prospects-page')).toBeVisible(LOAD);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectFocusOn(page.getByTestId('app-main'));
    const add = page.getByTestId('prospect-add');
    await tabTo(page, add, 15);

    const dialog = page.getByRole('dialog');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect.poll(async () => (await focused(page, '[role="dialog"]')).inside, { message: 'focus in the dialog' }).toBe(true);
    await expectFocusTrapped(page, '[role="dialog"]', 'add-prospect dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocusOn(add);
  });

  test('on a phone: the menu drawer and the search icon', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-page')).toBeVisible(LOAD);
    const toggle = page.getByTestId('mobile-menu-toggle');
    await tabTo(page, toggle, 3);

    const drawer = page.getByTestId('sidebar-drawer');
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expectFocusTrapped(page, '[data-testid="sidebar-drawer"]', 'menu drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expectFocusOn(toggle);

    const search = page.getByTestId('search-trigger');
    await tabTo(page, search, 3);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('search-palette')).toBeVisible();
    await expectFocusOn(page.getByTestId('search-input'));
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('search-palette')).toBeHidden();
    await expectFocusOn(search);
  });
});
