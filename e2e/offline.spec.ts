import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page } from '@playwright/test';
import { DEMO_SELLER, signIn, test } from './fixtures';

/**
 * The installable app (issue 18): the manifest and its icons, the service worker, the prospects
 * and contacts lists read offline under the offline banner, the offline message on a change, the
 * kept lists gone at sign-out, and a new deployment offered through the update toast.
 *
 * The rest of the suite blocks service workers (playwright.config.ts); this spec lets them run.
 * It signs the demo seller in through the form in its own context, so its sign-out ends only
 * that session, not the one the other specs share.
 */
test.use({ serviceWorkers: 'allow' });

/** The first visits also install the worker, which downloads the whole app beside the page: slow on a busy machine. */
const expect = baseExpect.configure({ timeout: 45_000 });

const CACHE = 'upline-offline-lists';
const SHOTS = join('test-results', 'offline-screens');
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The width and height a PNG's header gives. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString()).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

async function keptListUrls(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
  }, CACHE);
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect.soft(serious, `${where}: axe violations`).toEqual([]);
}

/** Screenshots of the page in both themes at both widths, each checked with axe. */
async function shootBothThemes(page: Page, name: string, visible: () => Promise<void>) {
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      localStorage.setItem('upline-theme', value);
      document.documentElement.classList.toggle('dark', value === 'dark');
    }, theme);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await visible();
      await page.screenshot({ path: join(SHOTS, `${name}-${theme}-${size.width}.png`) });
      await expectNoSeriousViolations(page, `${name} ${theme} ${size.width}px`);
    }
  }
  await page.evaluate(() => {
    localStorage.setItem('upline-theme', 'light');
    document.documentElement.classList.remove('dark');
  });
  await page.setViewportSize(SIZES[0]);
}

test('the manifest is linked and valid, with icons of 192 and 512 px, any and maskable', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const answer = await page.request.get(href!);
  expect(answer.headers()['content-type']).toMatch(/application\/manifest\+json/);
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const manifest = (await answer.json()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest).toMatchObject({ name: 'Upline CRM', short_name: 'Upline', start_url: '/dashboard', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
      expect(icon, `${purpose} ${size}`).toBeTruthy();
      const file = await page.request.get(icon!.src);
      expect(file.status(), icon!.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      expect(pngSize(await file.body()), icon!.src).toBe(size);
    }
  }
  // One bar colour per theme of the system, replaced by the app's own theme once it runs.
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('offline, the prospects and contacts lists still read with the banner; changes say offline; sign-out clears them', async ({ page, context }) => {
  test.setTimeout(420_000);
  await signIn(page, DEMO_SELLER.email, DEMO_SELLER.password);
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)), { timeout: 60_000 }).toBe(true);
  const firstName = async (path: string) => ((await (await page.request.get(path)).json()) as { items: { name: string }[] }).items[0]!.name;
  const contactText = await firstName('/api/contacts?page=1&pageSize=20');
  const prospectText = await firstName('/api/prospects?page=1&pageSize=20&sort=createdAt%3Adesc');

  // Seen once through the worker (which now controls the page), so kept.
  await page.goto('/contacts');
  await expect(page.getByTestId('contacts-page')).toContainText(contactText);
  await page.goto('/prospects');
  await expect(page.getByTestId('prospects-page')).toContainText(prospectText);
  await expect.poll(() => keptListUrls(page)).toEqual(expect.arrayContaining(['/api/prospects', '/api/contacts', '/api/me']));
  const kept = await keptListUrls(page);
  expect(kept.some((path) => path.startsWith('/api/auth') || path.startsWith('/api/admin') || path.startsWith('/api/billing'))).toBe(false);

  // A prospect added behind the page's back: offline, the list is the one kept, without it.
  const origin = new URL(page.url()).origin;
  const added = await page.request.post('/api/prospects', { data: { firstName: 'Olive', lastName: 'Newcomer', email: `olive.${Date.now()}@example.com` }, headers: { origin } });
  expect(added.status()).toBe(201);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByTestId('prospects-page')).toContainText(prospectText);
  await expect(page.getByTestId('prospects-page')).not.toContainText('Olive Newcomer');

  // Another list, reached by a full navigation: the worker answers with the app and the kept list.
  await page.goto('/contacts');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('contacts-page')).toContainText(contactText);

  await page.goto('/prospects');
  await expect(page.getByTestId('prospects-page')).toContainText(prospectText);
  await shootBothThemes(page, 'offline-banner', () => expect(page.getByTestId('offline-banner')).toBeVisible());

  // A change needs the server: the offline message.
  await page.getByTestId('prospect-add').click();
  const form = page.getByTestId('prospect-form');
  await form.getByTestId('prospect-firstName').fill('Otto');
  await form.getByTestId('prospect-lastName').fill('Offline');
  await form.getByTestId('prospect-email').fill('otto.offline@example.com');
  await form.getByTestId('prospect-submit').click();
  await expect(page.getByText('You are offline. Please reconnect to continue.')).toBeVisible();
  await page.keyboard.press('Escape');

  // Back online, the network's answer again (the kept one is refreshed).
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.getByTestId('prospects-page')).toContainText('Olive Newcomer');

  await page.getByTestId('logout-button').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain(CACHE);
  expect(await page.evaluate(() => localStorage.getItem('upline-offline-session'))).toBeNull();
  // The app itself stays installed: its precache is still there.
  expect((await page.evaluate(() => caches.keys())).some((name) => name.startsWith('workbox-precache'))).toBe(true);
});

test('a new deployment is offered through the update toast, and reloading takes it', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)), { timeout: 60_000 }).toBe(true);

  // A deployment changes the worker (its precache list); the bytes of sw.js differ.
  const file = join('dist', 'client', 'sw.js');
  const original = readFileSync(file);
  appendFileSync(file, `\n// deployment ${Date.now()}\n`);
  try {
    await page.reload();
    const toast = page.getByText('Update available: a new version of Upline is ready.');
    await expect(toast).toBeVisible({ timeout: 30_000 });
    await shootBothThemes(page, 'update-toast', () => expect(toast).toBeVisible());
    const waitingBefore = await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);
    expect(waitingBefore).toBe(true);
    // The waiting worker takes over and the page reloads under it.
    await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), page.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByTestId('auth-email')).toBeVisible();
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: !!registration?.waiting, controlled: !!navigator.serviceWorker.controller };
    });
    expect(after).toEqual({ waiting: false, controlled: true });
    await expect(page.getByText('Update available: a new version of Upline is ready.')).toHaveCount(0);
  } finally {
    writeFileSync(file, original);
  }
});
