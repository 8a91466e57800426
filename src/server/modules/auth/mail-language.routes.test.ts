import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema/index.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser, signIn, signUpBody, verifyEmail } from '../../test/accounts.js';
import { created } from '../../test/records.js';

type TOutboxMail = { subject: string; text: string; html: string };

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outbox = async (to: string) => (await call(t.app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json() as TOutboxMail[];
const languageOf = async (cookie: string) => (await call(t.app, 'GET', '/api/me', { cookie })).json().language as string;

/** German words of emails.json (de) that the English, French or Spanish texts never use. */
function expectGerman(mail: TOutboxMail, subject: string) {
  expect(mail.subject).toBe(subject);
  expect(mail.text).toMatch(/^Hallo Ana O'Neil-Smith, /);
  expect(mail.html).toContain('lang="de"');
  expect(mail.html).toContain('Hallo Ana O&#39;Neil-Smith, ');
  expect(mail.text + mail.html).not.toMatch(/\b(Hi|please|password)\b/);
}

describe('the server writes to each person in their language', () => {
  it("sends a German verification email to a German browser's sign-up, and keeps German as the profile's language", async () => {
    const body = signUpBody();
    const res = await call(t.app, 'POST', '/api/auth/sign-up/email', { body, headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' } });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await outbox(body.email);
    expectGerman(mail!, 'Bestätige deine E-Mail für Upline');
    expect(mail!.html).toContain('E-Mail bestätigen');

    // A new link asked for from an English page still speaks the profile's German.
    const again = await call(t.app, 'POST', '/api/auth/send-verification-email', { body: { email: body.email }, headers: { 'accept-language': 'en' } });
    expect(again.statusCode, again.body).toBe(200);
    const [resent] = await outbox(body.email);
    expect(resent).not.toEqual(mail);
    expectGerman(resent!, 'Bestätige deine E-Mail für Upline');

    await verifyEmail(t.app, body.email);
    expect(await languageOf((await signIn(t.app, body.email, body.password)).cookie)).toBe('de');
  });

  it('sends the reset email in the profile language, whatever the page asking speaks', async () => {
    const u = await createUser(t.app);
    expect(await languageOf(u.cookie)).toBe('en');
    expect((await call(t.app, 'PATCH', '/api/me', { cookie: u.cookie, body: { language: 'de' } })).statusCode).toBe(200);
    const res = await call(t.app, 'POST', '/api/auth/request-password-reset', { body: { email: u.email, redirectTo: '/login' }, headers: { 'accept-language': 'fr' } });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await outbox(u.email);
    expectGerman(mail!, 'Setze dein Upline-Passwort zurück');
    expect(mail!.text).toContain('Passwort zurücksetzen: http');
  });

  it('writes the goal reached by a Russian user in Russian, and an English user in English', async () => {
    const ru = await createUser(t.app, { firstName: 'Ivan' });
    await call(t.app, 'PATCH', '/api/me', { cookie: ru.cookie, body: { language: 'ru' } });
    const en = await createUser(t.app);
    for (const who of [ru, en]) {
      const goal = await created<{ id: string }>(t.app, who.cookie, '/api/goals', { title: 'Десять звонков', type: 'calls_made', targetValue: 1 });
      await call(t.app, 'POST', `/api/goals/${goal.id}/progress`, { cookie: who.cookie, body: { increment: 1 } });
    }
    const latest = async (cookie: string) => (await call(t.app, 'GET', '/api/notifications', { cookie })).json().items[0].message as string;
    expect(await latest(ru.cookie)).toBe('Цель достигнута: Десять звонков');
    expect(await latest(en.cookie)).toBe('Goal achieved: Десять звонков');
  });

  it("announces to each member in the member's language", async () => {
    const admin = await createUser(t.app);
    await t.app.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.userId));
    const ru = await createUser(t.app);
    await call(t.app, 'PATCH', '/api/me', { cookie: ru.cookie, body: { language: 'ru' } });
    const es = await createUser(t.app);
    await call(t.app, 'PATCH', '/api/me', { cookie: es.cookie, body: { language: 'es' } });
    await created(t.app, admin.cookie, '/api/admin/announcements', { title: 'Upline 2.0 {{title}}', content: '<p>Hi</p>', targetAudience: 'all_users' });
    const latest = async (cookie: string) => (await call(t.app, 'GET', '/api/notifications', { cookie })).json().items[0].message as string;
    expect(await latest(ru.cookie)).toBe('Новое объявление: Upline 2.0 {{title}}');
    expect(await latest(es.cookie)).toBe('Nuevo anuncio: Upline 2.0 {{title}}');
    expect(await latest(admin.cookie)).toBe('New announcement: Upline 2.0 {{title}}');
  });
});
