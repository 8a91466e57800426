import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, request as apiRequest, test, type APIRequestContext } from '@playwright/test';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { freePort } from '../scripts/lib/databases';
import { newPerson, verificationLink } from './fixtures';

/**
 * Google and Microsoft sign-in end to end, against oauth2-mock-server standing in for both. The
 * suite's shared server has no OAuth client ids (its login page must show no provider buttons),
 * so these tests start an app server of their own, on a data directory of its own, with both
 * providers pointed at the mock through OAUTH_TEST_ISSUER.
 */

test.describe.configure({ mode: 'serial' });

const DATA_DIR = '.e2e-data-oauth';

let issuer: OAuth2Server;
let app: ChildProcess | undefined;
let appUrl: string;
let api: APIRequestContext;
/** The person the mock signs in next: the claims of its ID token. */
let identity: Record<string, unknown> = {};

async function waitForHealth(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (app?.exitCode !== null && app?.exitCode !== undefined) throw new Error(`the OAuth app server exited with code ${app.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then((res) => res.ok, () => false);
    if (ok) return;
    if (Date.now() > until) throw new Error(`the OAuth app server did not answer at ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(await freePort(), 'localhost');
  issuer.service.on(Events.BeforeTokenSigning, (token) => Object.assign(token.payload, identity));

  const port = await freePort();
  appUrl = `http://localhost:${port}`;
  rmSync(DATA_DIR, { recursive: true, force: true });
  app = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: appUrl,
      DATA_DIR,
      LOG_LEVEL: 'warn',
      SIGN_IN_RATE_LIMIT: '1000',
      AUTH_RATE_LIMIT: '5000',
      GOOGLE_CLIENT_ID: 'e2e-google-client',
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      MICROSOFT_CLIENT_ID: 'e2e-microsoft-client',
      MICROSOFT_CLIENT_SECRET: 'e2e-microsoft-secret',
      OAUTH_TEST_ISSUER: issuer.issuer.url,
    },
  });
  await waitForHealth(appUrl, 200_000);
  api = await apiRequest.newContext({ baseURL: appUrl, extraHTTPHeaders: { origin: appUrl } });
});

test.afterAll(async () => {
  await api?.dispose();
  if (app && app.exitCode === null) {
    const exited = new Promise((resolve) => app!.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
  }
  rmSync(DATA_DIR, { recursive: true, force: true });
  await issuer?.stop();
});

test.beforeEach(() => {
  issuer.service.removeAllListeners(Events.BeforeAuthorizeRedirect);
});

function claimsFor(email: string, extra: Record<string, unknown> = {}) {
  return { sub: `e2e-${email}`, email, email_verified: true, ...extra };
}

/** Registers through the API, as the form does; the address is not confirmed yet. */
async function register(person: ReturnType<typeof newPerson>) {
  const signUp = await api.post('/api/auth/sign-up/email', { data: { ...person, name: `${person.firstName} ${person.lastName}` } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
}

/** A registered account whose address is confirmed through the dev outbox's link; its user id. */
async function verifiedAccount(person = newPerson()) {
  const { email, password } = person;
  await register(person);
  const verify = await api.get(await verificationLink(api, email), { maxRedirects: 0 });
  expect(verify.status()).toBe(302);
  const signIn = await api.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { user } = (await signIn.json()) as { user: { id: string } };
  await api.post('/api/auth/sign-out', { data: {} });
  return { ...person, userId: user.id };
}

test('a first Google sign-in creates the account and names the profile from Google', async ({ page }) => {
  const email = newPerson().email;
  identity = claimsFor(email, { given_name: 'Léa', family_name: 'Moreau', name: 'Léa Moreau' });
  await page.goto(`${appUrl}/login`);
  await page.getByTestId('auth-social-google').click();

  await expect(page).toHaveURL(`${appUrl}/dashboard`);
  await expect(page.getByTestId('dashboard-page')).toContainText('Léa');
  // Phone, country and city are still missing: the completion dialog asks, the names already filled in.
  await expect(page.getByTestId('profile-completion')).toBeVisible();
  await expect(page.locator('#profile-completion-firstName')).toHaveValue('Léa');
  await expect(page.locator('#profile-completion-lastName')).toHaveValue('Moreau');

  const me = (await (await page.request.get(`${appUrl}/api/me`)).json()) as { email: string; name: string };
  expect(me).toMatchObject({ email, name: 'Léa Moreau' });
});

test('a Microsoft sign-in with the email of a verified account signs into that account', async ({ page }) => {
  const existing = await verifiedAccount();
  identity = claimsFor(existing.email, { given_name: 'Someone', family_name: 'Else' });
  await page.goto(`${appUrl}/login`);
  await page.getByTestId('auth-social-microsoft').click();

  await expect(page).toHaveURL(`${appUrl}/dashboard`);
  await expect(page.getByTestId('dashboard-page')).toContainText(existing.firstName);
  const me = (await (await page.request.get(`${appUrl}/api/me`)).json()) as { userId: string; firstName: string; city: string };
  expect(me).toMatchObject({ userId: existing.userId, firstName: existing.firstName, city: existing.city });
});

test('a cancelled consent comes back to the login page with a failure toast', async ({ page }) => {
  identity = claimsFor(newPerson().email);
  issuer.service.once(Events.BeforeAuthorizeRedirect, ({ url }: { url: URL }) => {
    url.searchParams.delete('code');
    url.searchParams.set('error', 'access_denied');
  });
  await page.goto(`${appUrl}/login`);
  await page.getByTestId('auth-social-google').click();

  await expect(page.getByText('Could not sign in with Google')).toBeVisible();
  await expect(page.getByText('The sign-in with Google was cancelled.', { exact: false })).toBeVisible();
  // The query that carried the error is gone, so a reload does not say it again.
  await expect(page).toHaveURL(`${appUrl}/login`);
  await expect(page.getByTestId('auth-card-login')).toBeVisible();
  expect((await page.request.get(`${appUrl}/api/me`)).status()).toBe(401);
});

test('an unconfirmed account with the same email is not taken over', async ({ page }) => {
  const person = newPerson();
  await register(person);
  identity = claimsFor(person.email);
  await page.goto(`${appUrl}/login`);
  await page.getByTestId('auth-social-google').click();

  await expect(page.getByText('Could not sign in with Google')).toBeVisible();
  await expect(page.getByText('An account already uses this email.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(`${appUrl}/login`);
  expect((await page.request.get(`${appUrl}/api/me`)).status()).toBe(401);
});
