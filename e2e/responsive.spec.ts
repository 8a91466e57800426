import { expect, type Page, type TestInfo } from '@playwright/test';
import { test } from './fixtures';

/**
 * Responsive layout (issue 18): the landing page and the seller's main screens at 360, 768, 1024
 * and 1440 px. At each width a screenshot is saved (and attached to the report) and the page is
 * checked for horizontal overflow: the document is no wider than the window, the signed-in scroll
 * area does not scroll sideways, and no element reaches past the window's edges unless a box that
 * clips or scrolls it (a table's or the board's own scroller) fits inside the window.
 *
 * Each page loads once per theme; the window is then resized from width to width (the shell
 * follows resize events), as in layout-a11y.spec.ts. Light at the four widths, dark at the narrowest
 * and the widest.
 */

const HEIGHT = { 360: 780, 768: 1024, 1024: 768, 1440: 900 } as const;
type TWidth = keyof typeof HEIGHT;

const PASSES = [
  { theme: 'light', widths: [1440, 1024, 768, 360] },
  { theme: 'dark', widths: [1440, 360] },
] as const satisfies readonly { theme: string; widths: readonly TWidth[] }[];

const SIGNED_IN_PAGES = ['/dashboard', '/prospects', 'prospect-detail', '/pipeline', '/calendar'] as const;

/** Gives a screen's data time to come in; a placeholder left after that is measured as it is. */
async function settle(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('main [aria-busy="true"], main .animate-pulse'), null, { timeout: 5_000 })
    .catch(() => undefined);
}

async function resize(page: Page, width: TWidth) {
  await page.setViewportSize({ width, height: HEIGHT[width] });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await settle(page);
}

/**
 * What reaches past the window's sides. An element is excused when an ancestor that clips or
 * scrolls sideways fits inside the window (its content scrolls there, on purpose), except the
 * shell's own scroll area: the page scrolling sideways inside it is the overflow this looks for.
 */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const doc = document.documentElement;
    const appScroller = document.querySelector('[data-testid="app-main"]')?.parentElement ?? null;
    const clips = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const cls = typeof el.className === 'string' ? el.className.split(/\s+/).slice(0, 4).join('.') : '';
      const r = el.getBoundingClientRect();
      return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${cls ? `.${cls}` : ''} (${Math.round(r.left)}–${Math.round(r.right)} px)`;
    };
    const offenders: Element[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.right <= vw + 1 && r.left >= -1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      let excused = false;
      for (let parent = el.parentElement; parent && parent !== document.body && !excused; parent = parent.parentElement) {
        if (parent === appScroller || !clips(parent)) continue;
        const box = parent.getBoundingClientRect();
        excused = box.right <= vw + 1 && box.left >= -1;
      }
      // Only the outermost offender of a branch: its descendants would repeat it.
      if (!excused && !offenders.some((o) => o.contains(el))) offenders.push(el);
    }
    return {
      documentWidth: doc.scrollWidth,
      windowWidth: vw,
      scrollAreaOverflow: appScroller ? appScroller.scrollWidth - appScroller.clientWidth : 0,
      offenders: offenders.slice(0, 8).map(describe),
    };
  });
}

async function checkWidth(page: Page, testInfo: TestInfo, name: string, theme: string, width: TWidth) {
  await resize(page, width);
  const where = `${name} at ${width} px (${theme})`;
  const file = testInfo.outputPath(`${name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${width}-${theme}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
  await testInfo.attach(where, { path: file, contentType: 'image/png' });
  const m = await horizontalOverflow(page);
  expect.soft(m.documentWidth, `${where}: document width`).toBeLessThanOrEqual(m.windowWidth);
  expect.soft(m.scrollAreaOverflow, `${where}: the page scrolls sideways in the shell`).toBeLessThanOrEqual(1);
  expect.soft(m.offenders, `${where}: elements past the window's edge`).toEqual([]);
}

async function firstProspectPath(page: Page): Promise<string> {
  const answer = (await (await page.request.get('/api/prospects?pageSize=1')).json()) as { items: { id: string }[] };
  expect(answer.items.length).toBeGreaterThan(0);
  return `/prospects/${answer.items[0]!.id}`;
}

for (const { theme, widths } of PASSES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('upline-theme', value), theme);
    });

    test(`the landing page at ${widths.join(', ')} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: widths[0], height: HEIGHT[widths[0]] });
      await page.goto('/');
      await expect(page.locator('h1').first()).toBeVisible();
      // Its sections below the hero render in the tasks after (RenderLater).
      await expect(page.getByTestId('site-footer')).toBeVisible();
      for (const width of widths) await checkWidth(page, testInfo, 'landing', theme, width);
    });

    test.describe('signed in', () => {
      test.use({ signedInAs: 'seller' });

      test(`dashboard, prospects, a prospect, pipeline and calendar at ${widths.join(', ')} px`, async ({ page }, testInfo) => {
        test.setTimeout(180_000);
        // A seller's long unbroken email (as other specs leave behind) must not push a list sideways.
        await page.goto('/dashboard');
        const origin = new URL(page.url()).origin;
        const longEmail = `responsive.check.${Date.now()}.${'x'.repeat(24)}@example.com`;
        const added = await page.request.post('/api/prospects', { data: { firstName: 'Wide', lastName: 'Address', email: longEmail }, headers: { origin } });
        expect(added.status()).toBe(201);
        for (const name of SIGNED_IN_PAGES) {
          const path = name === 'prospect-detail' ? await firstProspectPath(page) : name;
          await page.setViewportSize({ width: widths[0], height: HEIGHT[widths[0]] });
          await page.goto(path);
          // A module's chunk and its data on a busy machine: more than the usual 15 s at times.
          await expect(page.getByTestId('app-main').locator('h1').first()).toBeVisible({ timeout: 30_000 });
          await settle(page);
          for (const width of widths) await checkWidth(page, testInfo, name, theme, width);
        }
      });
    });
  });
}
