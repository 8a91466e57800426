import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userProfiles } from '../../db/schema/index.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/me', () => {
  it('needs a session', async () => {
    const res = await call(t.app, 'GET', '/api/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('answers the profile built at sign-up, on the free tier, not admin', async () => {
    const u = await createUser(t.app, { firstName: 'Lena', lastName: 'Fischer', country: 'DE', city: 'Köln' });
    const me = (await call(t.app, 'GET', '/api/me', { cookie: u.cookie })).json();
    expect(me).toMatchObject({
      userId: u.userId,
      email: u.email,
      name: 'Lena Fischer',
      country: 'DE',
      city: 'Köln',
      membershipTier: 'free',
      hasPremiumAccess: false,
      role: 'user',
      profileComplete: true,
      bannedUntil: null,
      emailVerified: true,
    });
    expect(me).not.toHaveProperty('password');
  });

  it('creates a missing profile on first read: free, incomplete, named after the email prefix', async () => {
    const u = await createUser(t.app);
    await t.app.db.delete(userProfiles).where(eq(userProfiles.userId, u.userId));
    const me = (await call(t.app, 'GET', '/api/me', { cookie: u.cookie })).json();
    expect(me).toMatchObject({ membershipTier: 'free', role: 'user', profileComplete: false, name: u.email.split('@')[0], firstName: null });
  });
});

describe('PATCH /api/me', () => {
  it('turns empty strings into null and rebuilds the name from first and last', async () => {
    const u = await createUser(t.app);
    const res = await call(t.app, 'PATCH', '/api/me', { cookie: u.cookie, body: { firstName: 'Maya', lastName: '', phone: '', birthday: '', city: 'Lyon' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Maya', lastName: null, phone: null, birthday: null, city: 'Lyon', name: 'Maya', profileComplete: false });
  });

  it('keeps settings such as language, theme and notification preferences', async () => {
    const u = await createUser(t.app);
    const res = await call(t.app, 'PATCH', '/api/me', { cookie: u.cookie, body: { language: 'ru', theme: 'dark', notificationPrefs: { emailTeamActivity: true } } });
    expect(res.json()).toMatchObject({ language: 'ru', theme: 'dark', notificationPrefs: { emailTeamActivity: true, emailNewFeatures: true } });
  });

  it('never stores email or password in the profile, and rejects unknown fields', async () => {
    const u = await createUser(t.app);
    const res = await call(t.app, 'PATCH', '/api/me', { cookie: u.cookie, body: { email: 'new@ex.com', password: 'X', role: 'admin', membershipTier: 'premium' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['email', 'membershipTier', 'password', 'role']);
    const me = (await call(t.app, 'GET', '/api/me', { cookie: u.cookie })).json();
    expect(me).toMatchObject({ email: u.email, role: 'user', membershipTier: 'free' });
  });

  it('answers bad values as field errors and changes nothing', async () => {
    const u = await createUser(t.app);
    const res = await call(t.app, 'PATCH', '/api/me', {
      cookie: u.cookie,
      body: { phone: 'abc', country: 'Narnia', birthday: '31/12/1990', avatarUrl: 'javascript:alert(1)', language: 'xx', aiSidebarEnabled: 'yes', firstName: 'x'.repeat(40) },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['aiSidebarEnabled', 'avatarUrl', 'birthday', 'country', 'firstName', 'language', 'phone']);
    const me = (await call(t.app, 'GET', '/api/me', { cookie: u.cookie })).json();
    expect(me.phone).toBe(u.phone);
  });

  it('refuses a birthday in a year PostgreSQL cannot hold with 400 (year 0 answered 500)', async () => {
    const u = await createUser(t.app);
    for (const birthday of ['0000-01-01', '0099-06-15']) {
      const res = await call(t.app, 'PATCH', '/api/me', { cookie: u.cookie, body: { birthday } });
      expect(res.statusCode, birthday).toBe(400);
      expect(res.json().error.fields).toEqual({ birthday: 'Use the date format YYYY-MM-DD' });
    }
    expect((await call(t.app, 'GET', '/api/me', { cookie: u.cookie })).json().birthday).toBeNull();
  });

  it('stores a lone surrogate in a social link as U+FFFD, as the text columns do; the jsonb column refused it (a 500)', async () => {
    const u = await createUser(t.app);
    const res = await call(t.app, 'PATCH', '/api/me', { cookie: u.cookie, body: { socialLinks: { telegram: '@a\ud800' } } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(t.app, 'GET', '/api/me', { cookie: u.cookie })).json().socialLinks).toEqual({ telegram: '@a\uFFFD' });
  });

  it('keeps the pipeline stages in order and refuses duplicates', async () => {
    const u = await createUser(t.app);
    const ok = await call(t.app, 'PATCH', '/api/me', { cookie: u.cookie, body: { pipelineStages: ['New', 'Demo', 'Won'] } });
    expect(ok.json().pipelineStages).toEqual(['New', 'Demo', 'Won']);
    const dup = await call(t.app, 'PATCH', '/api/me', { cookie: u.cookie, body: { pipelineStages: ['New', 'new'] } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.fields.pipelineStages).toBe('Stage names must be different');
  });

  it('answers account deletion as not available', async () => {
    const u = await createUser(t.app);
    const res = await call(t.app, 'DELETE', '/api/me', { cookie: u.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Account deletion is not available at this time.');
    expect((await call(t.app, 'GET', '/api/me', { cookie: u.cookie })).statusCode).toBe(200);
  });

  it('changes the password only under the policy', async () => {
    const u = await createUser(t.app);
    const weak = await call(t.app, 'POST', '/api/auth/change-password', { cookie: u.cookie, body: { currentPassword: u.password, newPassword: 'alllowercase' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.newPassword).toContain('uppercase');
    const ok = await call(t.app, 'POST', '/api/auth/change-password', { cookie: u.cookie, body: { currentPassword: u.password, newPassword: 'Changed-Pass9' } });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses non-JSON bodies and arrays', async () => {
    const u = await createUser(t.app);
    const text = await call(t.app, 'PATCH', '/api/me', { cookie: u.cookie, body: 'city=Paris', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    const array = await call(t.app, 'PATCH', '/api/me', { cookie: u.cookie, body: [1, 2] });
    expect(array.statusCode).toBe(400);
    // A JSON null is not an object either: it was read as an empty change and answered 200.
    const nothing = await call(t.app, 'PATCH', '/api/me', { cookie: u.cookie, body: 'null' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.code).toBe('validation_failed');
  });
});
