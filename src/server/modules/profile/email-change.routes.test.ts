import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGED_CALLBACK_URL } from '../../../shared/profile/profile.rules.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser, latestMail, signIn } from '../../test/accounts.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newAddress = () => `n${randomBytes(4).toString('hex')}@ex.com`;

function requestChange(cookie: string, newEmail: string, headers: Record<string, string> = {}) {
  return call(t.app, 'POST', '/api/auth/change-email', { cookie, body: { newEmail, callbackURL: EMAIL_CHANGED_CALLBACK_URL }, headers });
}

describe('POST /api/auth/change-email', () => {
  it('changes the sign-in email only once the link sent to the new address is opened', async () => {
    const u = await createUser(t.app);
    const target = newAddress();
    const res = await requestChange(u.cookie, target);
    expect(res.statusCode, res.body).toBe(200);

    const mail = await latestMail(t.app, target);
    expect(mail.subject).toBe('Confirm your new email for Upline');
    expect(mail.text).toContain(target);
    expect((await call(t.app, 'GET', '/api/me', { cookie: u.cookie })).json().email).toBe(u.email);

    const link = new URL(mail.links.find((l) => l.includes('/verify-email'))!);
    const visit = await call(t.app, 'GET', link.pathname + link.search, { cookie: u.cookie });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe(EMAIL_CHANGED_CALLBACK_URL);

    const me = (await call(t.app, 'GET', '/api/me', { cookie: u.cookie })).json();
    expect(me).toMatchObject({ email: target, emailVerified: true });
    expect((await signIn(t.app, target, u.password)).res.statusCode).toBe(200);
    expect((await signIn(t.app, u.email, u.password)).res.statusCode).toBe(401);
  });

  it('allows about one request an hour per account: 429 in the contract shape, with Retry-After', async () => {
    const u = await createUser(t.app);
    expect((await requestChange(u.cookie, newAddress())).statusCode).toBe(200);
    const again = await requestChange(u.cookie, newAddress());
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toEqual({
      code: 'rate_limited',
      reason: 'email_change_rate_limited',
      message: 'You can change your email about once an hour. Please try again later.',
    });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(3500);
    // Another account is not affected.
    const other = await createUser(t.app);
    expect((await requestChange(other.cookie, newAddress())).statusCode).toBe(200);
  });

  it('lets only one of two parallel requests through', async () => {
    const u = await createUser(t.app);
    const answers = await Promise.all([requestChange(u.cookie, newAddress()), requestChange(u.cookie, newAddress())]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
  });

  it('refuses a bad or unchanged address without using up the hour', async () => {
    const u = await createUser(t.app);
    const bad = await requestChange(u.cookie, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'validation_failed', fields: { newEmail: 'Email must contain an @ sign' } });
    const same = await requestChange(u.cookie, u.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields.newEmail).toBe('This is already your email address');
    expect((await requestChange(u.cookie, newAddress())).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await call(t.app, 'POST', '/api/auth/change-email', { body: { newEmail: newAddress() } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('writes to the new address in the language of the page', async () => {
    const u = await createUser(t.app);
    const target = newAddress();
    await requestChange(u.cookie, target, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect((await latestMail(t.app, target)).subject).toBe('Bestätige deine neue E-Mail für Upline');
  });
});
