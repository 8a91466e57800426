import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema/index.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { STRONG_PASSWORD, createUser, latestMail, signIn } from '../../test/accounts.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/sign-in/email', () => {
  it('answers wrong credentials with 401 in the contract shape', async () => {
    const u = await createUser(t.app);
    const { res } = await signIn(t.app, u.email, 'Wrong-pass1!');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'unauthenticated', reason: 'invalid_credentials' });
  });

  it('tells an admin apart through the role it returns', async () => {
    const u = await createUser(t.app);
    await t.app.db.update(user).set({ role: 'admin' }).where(eq(user.id, u.userId));
    const { res } = await signIn(t.app, u.email);
    expect(res.json().user.role).toBe('admin');
  });

  it('refuses a banned user with the end date and the reason', async () => {
    const u = await createUser(t.app);
    const until = new Date(Date.now() + 3 * 86_400_000);
    await t.app.db.update(user).set({ banned: true, banReason: 'Spam messages', banExpires: until }).where(eq(user.id, u.userId));
    const { res } = await signIn(t.app, u.email);
    expect(res.statusCode).toBe(403);
    const { error } = res.json();
    expect(error).toMatchObject({ code: 'forbidden', reason: 'banned', details: { bannedUntil: until.toISOString(), banReason: 'Spam messages' } });
    expect(error.message).toContain('Spam messages');
  });

  it('lets a user back in once the ban has expired', async () => {
    const u = await createUser(t.app);
    await t.app.db.update(user).set({ banned: true, banReason: 'Old', banExpires: new Date(Date.now() - 1000) }).where(eq(user.id, u.userId));
    expect((await signIn(t.app, u.email)).res.statusCode).toBe(200);
  });

  it('signs out: the session no longer answers', async () => {
    const u = await createUser(t.app);
    const out = await call(t.app, 'POST', '/api/auth/sign-out', { cookie: u.cookie, body: {} });
    expect(out.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/me', { cookie: u.cookie })).statusCode).toBe(401);
  });

  it('rate limits repeated attempts from one address with 429, and only that address', async () => {
    const limitedApp = await createTestApp({ signInRateLimit: { max: 5, windowSeconds: 60 } });
    try {
      const attempt = (remoteAddress: string) =>
        call(limitedApp.app, 'POST', '/api/auth/sign-in/email', { body: { email: 'nobody@ex.com', password: 'Wrong-pass1!' }, remoteAddress });
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await attempt('10.9.9.9')).statusCode);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      const limited = await attempt('10.9.9.9');
      expect(limited.json().error.code).toBe('rate_limited');
      expect((await attempt('10.8.8.8')).statusCode).toBe(401);
    } finally {
      await limitedApp.close();
    }
  });
});

describe('password reset', () => {
  it('mails a recovery link in the hash and sets a new password that meets the policy', async () => {
    const fresh = await createTestApp();
    try {
      const u = await createUser(fresh.app);
      const ask = await call(fresh.app, 'POST', '/api/auth/request-password-reset', { body: { email: u.email, redirectTo: '/login' } });
      expect(ask.statusCode).toBe(200);
      const mail = await latestMail(fresh.app, u.email);
      const link = mail.links.find((l) => l.includes('#type=recovery'));
      expect(link).toMatch(/\/login#type=recovery&token=/);
      const token = decodeURIComponent(new URL(link!).hash.split('token=')[1]);

      const weak = await call(fresh.app, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'weakpass' } });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error.fields.newPassword).toContain('uppercase');

      const ok = await call(fresh.app, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'N3w-Secret!' } });
      expect(ok.statusCode).toBe(200);
      expect((await signIn(fresh.app, u.email, STRONG_PASSWORD)).res.statusCode).toBe(401);
      expect((await signIn(fresh.app, u.email, 'N3w-Secret!')).res.statusCode).toBe(200);

      const reused = await call(fresh.app, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'An0ther-Secret!' } });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().error.reason).toBe('invalid_token');
    } finally {
      await fresh.close();
    }
  });

  it('answers the same for an unknown email (no enumeration)', async () => {
    const res = await call(t.app, 'POST', '/api/auth/request-password-reset', { body: { email: 'ghost@ex.com', redirectTo: '/login' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a foreign Origin on auth and API writes', async () => {
    const u = await createUser(t.app);
    const auth = await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email: u.email, password: STRONG_PASSWORD }, headers: { origin: 'https://evil.example' } });
    expect(auth.statusCode).toBe(403);
    const api = await call(t.app, 'PATCH', '/api/me', { cookie: u.cookie, body: { city: 'Paris' }, headers: { origin: 'https://evil.example' } });
    expect(api.statusCode).toBe(403);
    expect(api.json().error.reason).toBe('invalid_origin');
  });
});
