import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, cookieOf, type TTestApp } from '../../test/test-app.js';
import { latestMail, signIn, signUpBody, verifyEmail } from '../../test/accounts.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('following the verification link', () => {
  it('signs the person in: the redirect carries a session, the first one of the account', async () => {
    const body = signUpBody();
    await call(t.app, 'POST', '/api/auth/sign-up/email', { body });
    const visit = await verifyEmail(t.app, body.email);
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('/login?verified=1');
    const cookie = cookieOf(visit);
    expect(cookie).toContain('upline.session_token=');

    const session = (await call(t.app, 'GET', '/api/auth/get-session', { cookie })).json();
    expect(session.user).toMatchObject({ email: body.email, emailVerified: true });
    const me = await call(t.app, 'GET', '/api/me', { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: body.email, signInCount: 1 });
  });

  it('counts later sign-ins, so a returning person is told apart from a first visit', async () => {
    const body = signUpBody();
    await call(t.app, 'POST', '/api/auth/sign-up/email', { body });
    await verifyEmail(t.app, body.email);
    const again = await signIn(t.app, body.email, body.password);
    expect((await call(t.app, 'GET', '/api/me', { cookie: again.cookie })).json().signInCount).toBe(2);
  });

  it('writes the email in the language the page asked for', async () => {
    const body = signUpBody();
    await call(t.app, 'POST', '/api/auth/sign-up/email', { body, headers: { 'accept-language': 'es' } });
    const mail = await latestMail(t.app, body.email);
    expect(mail.subject).toBe('Confirma tu correo para Upline');
    expect(mail.text).toContain(`Hola ${body.firstName}`);
  });

  it('gives no session for a bad link', async () => {
    const res = await call(t.app, 'GET', '/api/auth/verify-email?token=not-a-token&callbackURL=%2Flogin%3Fverified%3D1');
    expect(res.headers.location).toBe('/login?error=invalid_token');
    expect(cookieOf(res)).not.toContain('session_token=');
  });
});
