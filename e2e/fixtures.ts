import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, request as newRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';

let counter = 0;

/** A new person's registration details, unique per call (emails stay under 32 characters). */
export function newPerson() {
  counter += 1;
  const tag = `${Date.now().toString(36).slice(-5)}${counter}`;
  return { firstName: 'Eva', lastName: 'Martin', email: `eva${tag}@ex.com`, phone: '+1 555 010 2030', country: 'FR', city: 'Lyon', password: 'Str0ng!Pass' };
}

/** The newest verification link mailed to `email`, read from the dev outbox. */
export async function verificationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[];
      link = mails[0]?.links.find((l) => l.includes('/verify-email'));
      return link;
    })
    .toBeTruthy();
  return link!;
}

export async function fillRegistration(page: Page, person: ReturnType<typeof newPerson>) {
  await page.getByTestId('auth-firstName').fill(person.firstName);
  await page.getByTestId('auth-lastName').fill(person.lastName);
  await page.getByTestId('auth-email').fill(person.email);
  await page.getByTestId('auth-phone').fill(person.phone);
  await page.getByTestId('auth-country').selectOption(person.country);
  await page.getByTestId('auth-city').fill(person.city);
  await page.getByTestId('auth-password').fill(person.password);
  await page.getByTestId('auth-confirmPassword').fill(person.password);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('auth-email').fill(email);
  await page.getByTestId('auth-password').fill(password);
  await page.getByTestId('auth-submit').click();
}

/**
 * Registers through the screens and follows the mailed link, which signs in: lands on the
 * dashboard. `path` is the registration page, e.g. a referral link's `/register/<code>`.
 */
export async function registerAndSignIn(page: Page, request: APIRequestContext, person = newPerson(), path = '/register') {
  await page.goto(path);
  await fillRegistration(page, person);
  await page.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto(await verificationLink(request, person.email));
  await expect(page).toHaveURL(/\/dashboard/);
  // The URL changes first; the shell (and its shortcuts, socket and checks) mounts once data is in.
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  return person;
}

export const DEMO_SELLER = { email: 'seller@upline.local', password: 'Seller-Demo-2026!' };
export const DEMO_ADMIN = { email: 'admin@upline.local', password: 'Admin-Demo-2026!' };

const DEMO_ACCOUNTS = { seller: DEMO_SELLER, admin: DEMO_ADMIN } as const;
type TDemoAccount = keyof typeof DEMO_ACCOUNTS;

/**
 * The suite's `test`, with one option: `test.use({ signedInAs: 'seller' })` starts each test of
 * the file (or describe block) already signed in as that demo account. The sign-in happens once
 * per worker, through the API as the login form sends it, and its cookie is reused by every such
 * test of the worker (the sign-in screens themselves are tested in auth and account-flows).
 * Before each test the account's unread announcements are marked read: one posted by an earlier
 * spec would open as a modal over the page under test.
 */
export const test = base.extend<{ signedInAs: TDemoAccount | undefined }, { demoSessions: (account: TDemoAccount, baseURL: string) => Promise<string> }>({
  signedInAs: [undefined, { option: true }],
  demoSessions: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const files = new Map<string, Promise<string>>();
      const signInOnce = async (account: TDemoAccount, baseURL: string) => {
        const api = await newRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
        const answer = await api.post('/api/auth/sign-in/email', { data: DEMO_ACCOUNTS[account] });
        expect(answer.ok(), `sign-in of the demo ${account}: ${await answer.text()}`).toBe(true);
        const dir = join(workerInfo.project.outputDir, '.auth');
        mkdirSync(dir, { recursive: true });
        const path = join(dir, `${account}-${workerInfo.parallelIndex}.json`);
        await api.storageState({ path });
        await api.dispose();
        return path;
      };
      await use((account, baseURL) => {
        const key = `${account} ${baseURL}`;
        if (!files.has(key)) files.set(key, signInOnce(account, baseURL));
        return files.get(key)!;
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedInAs, demoSessions, baseURL, storageState }, use) => {
    if (!signedInAs) return use(storageState);
    const state = await demoSessions(signedInAs, baseURL!);
    const api = await newRequest.newContext({ baseURL, storageState: state, extraHTTPHeaders: { origin: baseURL! } });
    const unread = (await (await api.get('/api/announcements/unread')).json()) as { id: string }[];
    for (const { id } of unread) expect((await api.post(`/api/announcements/${id}/read`)).ok()).toBe(true);
    await api.dispose();
    await use(state);
  },
});

/**
 * Marks the signed-in user's unread announcements read: an announcement another spec posted
 * opens as a modal for every new account and would cover the page a spec is about.
 */
export async function readAnnouncements(page: Page) {
  const origin = new URL(page.url()).origin;
  const unread = (await (await page.request.get('/api/announcements/unread')).json()) as { id: string }[];
  for (const { id } of unread) {
    const res = await page.request.post(`/api/announcements/${id}/read`, { headers: { origin } });
    expect(res.ok()).toBe(true);
  }
}

/** Presses the mouse on `source`, moves it over `target` in small steps (as a hand would: dnd-kit needs real moves), releases it. */
export async function dragWithMouse(page: Page, source: Locator, target: Locator) {
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the sensor's activation distance first, then across.
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, { steps: 4 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 120), { steps: 15 });
  await page.mouse.up();
}

/**
 * Keeps the text of every toast the page shows, in a list `toastsShown` reads: a toast leaves after
 * a few seconds, and on a busy machine an assertion can look for it after it has gone. Call before
 * the page loads (an init script; the list survives nothing but the page's own navigations).
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __toastsShown: string[] }).__toastsShown = shown;
    // A toast given the id of one on screen replaces its text in place: each text counts.
    const lastText = new WeakMap<Element, string>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        const text = toast.textContent ?? '';
        if (lastText.get(toast) !== text) {
          lastText.set(toast, text);
          shown.push(text);
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The texts of the toasts shown since the page loaded (`recordToasts`). */
export function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toastsShown?: string[] }).__toastsShown ?? []);
}
