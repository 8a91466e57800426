import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { account, user } from '../../db/schema/index.js';
import { loadConfig } from '../../config.js';
import { createUser, latestMail, signUpBody } from '../../test/accounts.js';
import { call, cookieOf, createTestApp, TEST_ORIGIN, type TTestApp } from '../../test/test-app.js';
import { socialProvidersOf } from './oauth.providers.js';
import { signUpMetadataOfClaims } from './oauth.profile.js';

type TProvider = 'google' | 'microsoft';

const CLIENTS = {
  google: { clientId: 'google-test-client', clientSecret: 'google-test-secret' },
  microsoft: { clientId: 'microsoft-test-client', clientSecret: 'microsoft-test-secret', tenantId: 'common' },
};

let issuer: OAuth2Server;
let t: TTestApp;
/** The person the mock issuer signs in next: its ID token carries these claims. */
let identity: Record<string, unknown> = {};

beforeAll(async () => {
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, 'localhost');
  issuer.service.on(Events.BeforeTokenSigning, (token) => Object.assign(token.payload, identity));
  t = await createTestApp({ oauth: { ...CLIENTS, testIssuer: issuer.issuer.url } });
});
afterAll(async () => {
  await t?.close();
  await issuer?.stop();
});
beforeEach(() => {
  issuer.service.removeAllListeners(Events.BeforeAuthorizeRedirect);
});

let counter = 0;
function person(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return { sub: `subject-${counter}-${Date.now()}`, email: `oauth${counter}x${Date.now().toString(36)}@ex.com`, email_verified: true, ...overrides };
}

function startSignIn(provider: TProvider) {
  return call(t.app, 'POST', '/api/auth/sign-in/social', { body: { provider, callbackURL: '/dashboard', errorCallbackURL: `/login?social=${provider}` } });
}

/** The whole round trip as a browser makes it: our sign-in, the issuer's consent redirect, our callback. */
async function signInWith(provider: TProvider, who: Record<string, unknown>, headers: Record<string, string> = {}) {
  identity = who;
  const start = await startSignIn(provider);
  expect(start.statusCode, start.body).toBe(200);
  const consent = await fetch((start.json() as { url: string }).url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  expect(back.origin + back.pathname).toBe(`${TEST_ORIGIN}/api/auth/callback/${provider}`);
  const callback = await call(t.app, 'GET', back.pathname + back.search, { cookie: cookieOf(start), headers });
  expect(callback.statusCode, callback.body).toBe(302);
  return { location: String(callback.headers.location), cookie: cookieOf(callback) };
}

async function me(cookie: string) {
  const res = await call(t.app, 'GET', '/api/me', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { userId: string; email: string; name: string; firstName: string | null; lastName: string | null; language: string };
}

async function providerAccounts(userId: string, providerId: TProvider) {
  return t.app.db.select().from(account).where(and(eq(account.userId, userId), eq(account.providerId, providerId)));
}

describe('POST /api/auth/sign-in/social against a test issuer', () => {
  it('answers the URL of the configured issuer, with PKCE, state and nonce', async () => {
    for (const provider of ['google', 'microsoft'] as const) {
      const res = await startSignIn(provider);
      expect(res.statusCode, res.body).toBe(200);
      const url = new URL((res.json() as { url: string }).url);
      expect(url.origin + url.pathname).toBe(`${issuer.issuer.url}/authorize`);
      expect(url.searchParams.get('client_id')).toBe(CLIENTS[provider].clientId);
      expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/auth/callback/${provider}`);
      expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('state')).toBeTruthy();
      expect(url.searchParams.get('nonce')).toBeTruthy();
    }
  });

  it('says which providers are on through the public configuration', async () => {
    const res = await call(t.app, 'GET', '/api/public/config');
    expect(res.json().oauth).toEqual({ google: true, microsoft: true });
  });
});

describe('GET /api/auth/callback/:provider', () => {
  it('creates the user and a profile named from the provider on the first Google sign-in', async () => {
    const who = person({ given_name: 'Lucía', family_name: 'Gómez Ruiz', name: 'Lucía Gómez Ruiz', locale: 'es-ES' });
    const { location, cookie } = await signInWith('google', who);
    expect(location).toBe('/dashboard');
    const profile = await me(cookie);
    expect(profile).toMatchObject({ email: who.email, firstName: 'Lucía', lastName: 'Gómez Ruiz', name: 'Lucía Gómez Ruiz', language: 'es' });
    const [linked] = await providerAccounts(profile.userId, 'google');
    expect(linked?.accountId).toBe(who.sub);

    // The second sign-in finds the same account.
    const again = await signInWith('google', who);
    expect((await me(again.cookie)).userId).toBe(profile.userId);
  });

  it('splits a lone full name and takes the browser language when the provider gives no locale', async () => {
    const who = person({ name: 'Jean  Dupont' });
    const { location, cookie } = await signInWith('microsoft', who, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    expect(location).toBe('/dashboard');
    expect(await me(cookie)).toMatchObject({ firstName: 'Jean', lastName: 'Dupont', name: 'Jean Dupont', language: 'fr' });
  });

  it('leaves name parts the registration rules refuse to the completion dialog', async () => {
    const who = person({ given_name: 'R2-D2', family_name: 'Droid' });
    const { cookie } = await signInWith('google', who);
    expect(await me(cookie)).toMatchObject({ firstName: null, lastName: 'Droid', name: 'Droid' });
  });

  it('signs a Microsoft email that matches a verified account into that account', async () => {
    const existing = await createUser(t.app);
    const { location, cookie } = await signInWith('microsoft', person({ email: existing.email.toUpperCase(), given_name: 'Other', family_name: 'Name' }));
    expect(location).toBe('/dashboard');
    const profile = await me(cookie);
    expect(profile.userId).toBe(existing.userId);
    // The account keeps its own profile; the provider's names do not replace it.
    expect(profile).toMatchObject({ firstName: existing.firstName, lastName: existing.lastName });
    expect(await providerAccounts(existing.userId, 'microsoft')).toHaveLength(1);
  });

  it('does not take over an unconfirmed account with the same email', async () => {
    const body = signUpBody();
    expect((await call(t.app, 'POST', '/api/auth/sign-up/email', { body })).statusCode).toBe(200);
    const { location, cookie } = await signInWith('google', person({ email: body.email }));
    expect(location).toBe('/login?social=google&error=account_not_linked');
    expect(cookie).not.toMatch(/session_token=[^;]/);
    const [local] = await t.app.db.select({ id: user.id, emailVerified: user.emailVerified }).from(user).where(eq(user.email, body.email));
    expect(local).toMatchObject({ emailVerified: false });
    expect(await providerAccounts(local!.id, 'google')).toHaveLength(0);
  });

  it('does not link a verified account to a provider that has not confirmed the email', async () => {
    const existing = await createUser(t.app);
    const { location } = await signInWith('microsoft', person({ email: existing.email, email_verified: false }));
    expect(location).toBe('/login?social=microsoft&error=account_not_linked');
    expect(await providerAccounts(existing.userId, 'microsoft')).toHaveLength(0);
  });

  it('mails a confirmation link before the first session when the provider has not confirmed the email', async () => {
    const who = person({ email_verified: false, given_name: 'Nora', family_name: 'Vance' });
    const { location, cookie } = await signInWith('google', who);
    expect(location).toBe('/login?social=google&error=email_not_verified');
    expect(cookie).not.toMatch(/session_token=[^;]/);
    expect((await latestMail(t.app, String(who.email)))?.links.some((link) => link.includes('/verify-email'))).toBe(true);
  });

  it('sends a refused consent back to the error page with the provider error', async () => {
    issuer.service.once(Events.BeforeAuthorizeRedirect, ({ url }: { url: URL }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    const { location, cookie } = await signInWith('google', person());
    expect(location).toBe('/login?social=google&error=access_denied');
    expect(cookie).not.toMatch(/session_token=[^;]/);
  });
});

describe('test issuer configuration', () => {
  it('is refused in production', () => {
    const env = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), OAUTH_TEST_ISSUER: 'http://localhost:3165' };
    expect(() => loadConfig(env)).toThrow(/OAUTH_TEST_ISSUER/);
    expect(loadConfig({ ...env, OAUTH_TEST_ISSUER: undefined }).oauth.testIssuer).toBeUndefined();
  });

  it('keeps the real providers when unset, and only those with a client id', () => {
    const real = socialProvidersOf({ google: CLIENTS.google });
    expect(Object.keys(real)).toEqual(['google']);
    expect(real.google).toMatchObject({ clientId: 'google-test-client', requireEmailVerification: true });
    expect(socialProvidersOf({ ...CLIENTS, testIssuer: 'http://localhost:3165' })).toEqual({});
  });

  it('reads names and language from the claims', () => {
    expect(signUpMetadataOfClaims({ name: 'Ana María López', locale: 'de' }, 'en')).toEqual({ firstName: 'Ana', lastName: 'María López', language: 'de' });
    expect(signUpMetadataOfClaims({ locale: 'it-IT' }, 'ru')).toEqual({ firstName: null, lastName: null, language: 'ru' });
  });
});
