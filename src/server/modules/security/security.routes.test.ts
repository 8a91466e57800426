import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSecurityEvent } from '../../../shared/admin/security-events.schema.js';
import type { TPage } from '../../../shared/common/pagination.js';
import { createUser, signIn } from '../../test/accounts.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';
import { prospectOf, type TTestUser } from '../follow-ups/follow-ups.test-support.js';
import { makeAdmin } from '../admin/admin.test-support.js';

let t: TTestApp;
let admin: TTestUser;
const events = async (query: string): Promise<TPage<TSecurityEvent>> => (await call(t.app, 'GET', `/api/admin/security-events?${query}`, { cookie: admin.cookie })).json();
const wrongPassword = (email: string, remoteAddress: string) => call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email, password: 'Not-The-Password-1' }, remoteAddress });
const signInFrom = (user: TTestUser, remoteAddress: string) => call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email: user.email, password: user.password }, remoteAddress });

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t.app, await createUser(t.app));
  await call(t.app, 'PATCH', '/api/admin/settings', { cookie: admin.cookie, body: { failedSignInThreshold: 3, massDeletionThreshold: 5 } });
});
afterAll(() => t.close());

describe('suspicious activity', () => {
  it('logs a burst of failed sign-ins once per account and once per address', async () => {
    const victim = await createUser(t.app);
    for (let i = 0; i < 4; i++) expect((await wrongPassword(victim.email, '203.0.113.9')).statusCode).toBe(401);
    const byAccount = await events(`kind=failed_sign_ins_account&q=${encodeURIComponent(victim.email)}`);
    expect(byAccount.total).toBe(1);
    expect(byAccount.items[0]).toMatchObject({ userId: victim.userId, email: victim.email.toLowerCase(), ipAddress: '203.0.113.9', details: { count: 3, windowMinutes: 15 } });

    // One address guessing over many accounts, some of which do not exist.
    for (const email of ['a@nowhere.test', 'b@nowhere.test', 'c@nowhere.test']) await wrongPassword(email, '198.51.100.77');
    const byAddress = await events('kind=failed_sign_ins_address&q=198.51.100.77');
    expect(byAddress.total).toBe(1);
    expect(byAddress.items[0]).toMatchObject({ userId: null, details: { count: 3 } });
    expect((await events('kind=failed_sign_ins_account&q=a%40nowhere.test')).total).toBe(0);
  });

  it('logs a sign-in from a new address, and from a new country, but not the first or a known one', async () => {
    const user = await createUser(t.app);
    const ofUser = async () => (await events(`q=${encodeURIComponent(user.email)}`)).items.filter((e) => e.kind === 'new_address' || e.kind === 'new_country');
    // Signed up and in from 127.0.0.1 (no country): nothing logged.
    expect(await ofUser()).toEqual([]);
    expect((await signInFrom(user, '81.2.69.160')).statusCode).toBe(200);
    expect((await signInFrom(user, '81.2.69.160')).statusCode).toBe(200);
    let logged = await ofUser();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ kind: 'new_address', userId: user.userId, ipAddress: '81.2.69.160', country: 'GB' });
    expect((await signInFrom(user, '8.8.8.8')).statusCode).toBe(200);
    logged = await ofUser();
    expect(logged[0]).toMatchObject({ kind: 'new_country', ipAddress: '8.8.8.8', country: 'US', details: { knownCountries: ['GB'] } });
  });

  it('logs mass deletions once the window sum reaches the threshold', async () => {
    const user = await createUser(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await prospectOf(t.app, user.cookie)).id);
    for (const id of ids.slice(0, 4)) await call(t.app, 'DELETE', `/api/prospects/${id}`, { cookie: user.cookie });
    expect((await events(`kind=mass_deletion&q=${encodeURIComponent(user.email)}`)).total).toBe(0);
    for (const id of ids.slice(4)) await call(t.app, 'DELETE', `/api/prospects/${id}`, { cookie: user.cookie });
    const logged = await events(`kind=mass_deletion&q=${encodeURIComponent(user.email)}`);
    expect(logged.total).toBe(1);
    expect(logged.items[0]).toMatchObject({ userId: user.userId, details: { count: 5, windowMinutes: 10 } });
  });

  it('pages newest first and refuses an unknown kind', async () => {
    const page = await events('pageSize=2');
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
    const times = page.items.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const bad = await call(t.app, 'GET', '/api/admin/security-events?kind=hacking', { cookie: admin.cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('kind');
  });

  it('keeps a failed sign-in a plain 401 for the person typing', async () => {
    const user = await createUser(t.app);
    const res = await wrongPassword(user.email, '192.0.2.1');
    expect(res.statusCode).toBe(401);
    expect((await signIn(t.app, user.email, user.password)).res.statusCode).toBe(200);
  });
});
