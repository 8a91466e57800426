import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { test } from './fixtures';

/** The scripts the page asked for, by file name without its hash. */
function scriptNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'))
      .map((path) => path.split('/').pop()!.replace(/-[\w-]{8}\.js$/, '')),
  );
}

test.describe('the landing page on its own build', () => {
  test('a first visit gets the landing build, complete and working: figures, plans, language, theme, a link into the app', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('landing-hero')).toBeVisible();
    // The landing page's entry, not the app's (index-*.js, with React DOM and the route table).
    const first = await scriptNames(page);
    expect(first).toContain('landing');
    expect(first).not.toContain('index');
    // What it shows from the server: the trial length (public config) and the plans.
    await expect(page.getByText('Days of free trial')).toBeVisible();
    await expect(page.locator('#pricing')).toContainText('$9.99');
    await page.getByTestId('billing-yearly').click();
    await expect(page.getByTestId('billing-yearly')).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('#pricing')).toContainText('$99');

    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-es').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('landing-hero')).toContainText('Empieza gratis');

    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/dark/);

    // Another page is the app's: loaded as a document of its own, in the language chosen here.
    await page.getByTestId('landing-get-started').click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByTestId('auth-submit')).toBeVisible();
    expect(await scriptNames(page)).toContain('index');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('landing-hero')).toContainText('Empieza gratis');
  });

  test('on a phone the menu opens, closes with Escape and scrolls to a section', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByTestId('landing-menu-button').click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByTestId('landing-menu-button').click();
    await menu.locator('a[href="#pricing"]').click();
    await expect(menu).toBeHidden();
    await expect(page.locator('#pricing')).toBeInViewport();
  });

  test('a link to a section (/#pricing) opens the page scrolled to it', async ({ page }) => {
    await page.goto('/#pricing');
    await expect(page.locator('#pricing')).toBeInViewport();
    await expect(page.getByTestId('landing-hero')).not.toBeInViewport();
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'seller' });

    test('the app answers / with a session and takes a confirmed user on to the dashboard', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('dashboard-page')).toBeVisible();
      expect(await scriptNames(page)).not.toContain('landing');
    });
  });
});
