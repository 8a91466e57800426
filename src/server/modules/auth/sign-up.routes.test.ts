import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { user, userProfiles } from '../../db/schema/index.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser, latestMail, signIn, signUpBody, verifyEmail } from '../../test/accounts.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userCount = async () => (await t.app.db.select({ n: count() }).from(user))[0].n;

describe('POST /api/auth/sign-up/email', () => {
  it('answers every broken rule as a field error, and writes nothing', async () => {
    const before = await userCount();
    const res = await call(t.app, 'POST', '/api/auth/sign-up/email', {
      body: signUpBody({ firstName: 'J0hn', lastName: '', phone: 'call me', country: 'XX', city: 'Paris 15', password: 'short', email: 'no-at-sign', extra: true }),
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toMatchObject({
      firstName: 'Only letters, spaces, apostrophes and hyphens are allowed',
      lastName: 'Last name is required',
      phone: expect.stringContaining('7 to 20'),
      country: 'Please choose a country from the list',
      city: expect.stringContaining('letters'),
      email: 'Email must contain an @ sign',
      extra: 'Unknown field',
    });
    expect(error.fields.password).toBe(
      'Password must be at least 8 characters long, must contain at least one uppercase letter, must contain at least one number, must contain at least one special character',
    );
    expect(await userCount()).toBe(before);
  });

  it('refuses fields over 32 characters and passwords over 24', async () => {
    const res = await call(t.app, 'POST', '/api/auth/sign-up/email', {
      body: signUpBody({ firstName: 'A'.repeat(33), password: `Aa1!${'x'.repeat(21)}` }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ firstName: 'Must be at most 32 characters', password: 'Password must be at most 24 characters' });
  });

  it('refuses wrong types, missing fields, malformed JSON and huge bodies with 4xx', async () => {
    const wrongTypes = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: { ...signUpBody(), firstName: 42, country: ['US'] } });
    expect(wrongTypes.statusCode).toBe(400);
    const missing = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'phone', 'country', 'city', 'password']));
    const malformed = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: '{"email": ' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('validation_failed');
    const huge = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: JSON.stringify({ ...signUpBody(), notes: 'x'.repeat(10 * 1024 * 1024) }) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');
  });

  it('creates the account with its profile from the sign-up metadata, and mails a verification link', async () => {
    const body = signUpBody({ firstName: 'Zoë', lastName: 'Dupont' });
    const res = await call(t.app, 'POST', '/api/auth/sign-up/email', { body });
    expect(res.statusCode).toBe(200);
    const mail = await latestMail(t.app, body.email);
    expect(mail.subject).toMatch(/confirm your email/i);
    expect(mail.links.some((l) => l.includes('/api/auth/verify-email?token='))).toBe(true);
    const [profile] = await t.app.db.select().from(userProfiles).where((await import('drizzle-orm')).eq(userProfiles.email, body.email));
    expect(profile).toMatchObject({ name: 'Zoë Dupont', firstName: 'Zoë', lastName: 'Dupont', country: 'US', city: 'Austin', membershipTier: 'free', profileComplete: true });
    expect(profile.referralCode).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('does not reveal that an email is already registered', async () => {
    const first = signUpBody();
    await call(t.app, 'POST', '/api/auth/sign-up/email', { body: first });
    const again = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: { ...first, firstName: 'Other' } });
    expect(again.statusCode).toBe(200);
    expect(await userCount()).toBeGreaterThan(0);
  });
});

describe('email verification', () => {
  it('refuses sign-in until the link is followed, then signs in', async () => {
    const body = signUpBody();
    await call(t.app, 'POST', '/api/auth/sign-up/email', { body });
    const early = await signIn(t.app, body.email, body.password);
    expect(early.res.statusCode).toBe(403);
    expect(early.res.json().error).toMatchObject({ code: 'forbidden', reason: 'email_not_verified' });

    const visit = await verifyEmail(t.app, body.email);
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('/login?verified=1');

    const later = await signIn(t.app, body.email, body.password);
    expect(later.res.statusCode).toBe(200);
    expect(later.cookie).toContain('upline.session_token=');
    const session = await call(t.app, 'GET', '/api/auth/get-session', { cookie: later.cookie });
    expect(session.json().user.email).toBe(body.email);
  });

  it('resends the verification email on request', async () => {
    const body = signUpBody();
    await call(t.app, 'POST', '/api/auth/sign-up/email', { body });
    const res = await call(t.app, 'POST', '/api/auth/send-verification-email', { body: { email: body.email, callbackURL: '/login?verified=1' } });
    expect(res.statusCode).toBe(200);
    const mails = (await call(t.app, 'GET', `/api/dev/outbox?to=${body.email}`)).json();
    expect(mails).toHaveLength(2);
  });

  it('sends a bad token back to the login page with the reason', async () => {
    const res = await call(t.app, 'GET', '/api/auth/verify-email?token=not-a-token&callbackURL=%2Flogin%3Fverified%3D1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=invalid_token');
  });
});

describe('referral codes at sign-up', () => {
  it('stores a known code as pending_referred_by and ignores an unknown one', async () => {
    const referrer = await createUser(t.app);
    const me = (await call(t.app, 'GET', '/api/me', { cookie: referrer.cookie })).json();
    expect((await call(t.app, 'GET', `/api/referral/codes/${me.referralCode}`)).json()).toEqual({ valid: true });
    expect((await call(t.app, 'GET', '/api/referral/codes/ZZZZZZZZ')).statusCode).toBe(404);

    const referred = await createUser(t.app, { referralCode: me.referralCode.toLowerCase() });
    expect((await call(t.app, 'GET', '/api/me', { cookie: referred.cookie })).json().pendingReferredBy).toBe(referrer.userId);

    const stray = await createUser(t.app, { referralCode: 'ZZZZZZZZ' });
    expect((await call(t.app, 'GET', '/api/me', { cookie: stray.cookie })).json().pendingReferredBy).toBeNull();
  });
});
