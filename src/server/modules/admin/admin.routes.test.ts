import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type TAdminStats } from '../../../shared/admin/admin.schema.js';
import { createUser, signIn } from '../../test/accounts.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';
import { prospectOf, userOn, type TTestUser } from '../follow-ups/follow-ups.test-support.js';
import { updateUserAsAdmin } from './admin.service.js';
import { makeAdmin } from './admin.test-support.js';

let t: TTestApp;
let admin: TTestUser;
const api = (user: TTestUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => call(t.app, method, url, { cookie: user?.cookie, body });
const stats = async (): Promise<TAdminStats> => (await api(admin, 'GET', '/api/admin/stats')).json();
const marker = () => `m${randomBytes(4).toString('hex')}`;


async function insertPurchase(userId: string, values: { product?: string; amountCents: number; status?: string; daysAgo?: number }) {
  await t.app.database.query(
    `insert into purchases (user_id, product, amount_cents, currency, status, created_at) values ($1, $2, $3, 'usd', $4, now() - make_interval(days => $5))`,
    [userId, values.product ?? 'premium_monthly', values.amountCents, values.status ?? 'succeeded', values.daysAgo ?? 0],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t.app, await createUser(t.app));
});
afterAll(() => t.close());

describe('access', () => {
  it('every /api/admin route answers 401 without a session and 403 to a signed-in non-admin', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin/'));
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    for (const key of ['GET /api/admin/stats', 'GET /api/admin/users', 'GET /api/admin/users/:id', 'PATCH /api/admin/users/:id', 'POST /api/admin/users/:id/ban', 'POST /api/admin/users/:id/unban', 'DELETE /api/admin/users/:id', 'DELETE /api/admin/users/:id/two-factor', 'GET /api/admin/purchases', 'GET /api/admin/tickets', 'GET /api/admin/announcements', 'GET /api/admin/alerts', 'POST /api/admin/alerts', 'PATCH /api/admin/alerts/:id', 'DELETE /api/admin/alerts/:id', 'GET /api/admin/settings', 'PATCH /api/admin/settings', 'GET /api/admin/security-events']) {
      expect(keys).toContain(key);
    }
    const user = await createUser(t.app);
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, admin.userId);
      const body = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(route.method) ? {} : undefined;
      const anonymous = await call(t.app, route.method as 'GET', url, { body });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(anonymous.json().error.code).toBe('unauthenticated');
      const signedIn = await call(t.app, route.method as 'GET', url, { body, cookie: user.cookie });
      expect(signedIn.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(signedIn.json().error.code).toBe('forbidden');
    }
  });
});

describe('stats', () => {
  it('counts users by tier, trials, bans, signups, revenue and open tickets', async () => {
    const before = await stats();
    const premium = await userOn(t.app, 'premium');
    const trial = await userOn(t.app, 'trial');
    const banned = await userOn(t.app, 'free');
    await t.app.database.query(`update "user" set banned = true where id = $1`, [banned.userId]);
    await insertPurchase(premium.userId, { amountCents: 1000 });
    await insertPurchase(premium.userId, { amountCents: 500, daysAgo: 70 });
    await insertPurchase(trial.userId, { amountCents: 700, status: 'failed' });
    const ticket = { subject: 'Help', category: 'general', message: 'Please help' };
    expect((await api(premium, 'POST', '/api/support/tickets', ticket)).statusCode).toBe(201);
    const second = (await api(trial, 'POST', '/api/support/tickets', ticket)).json();
    await t.app.database.query(`update support_tickets set status = 'inprogress' where id = $1`, [second.id]);

    const after = await stats();
    expect(after.users.total - before.users.total).toBe(3);
    expect(after.users.byTier.premium - before.users.byTier.premium).toBe(1);
    expect(after.users.byTier.trial - before.users.byTier.trial).toBe(1);
    expect(after.users.byTier.free - before.users.byTier.free).toBe(1);
    expect(after.users.activeTrials - before.users.activeTrials).toBe(1);
    expect(after.users.banned - before.users.banned).toBe(1);
    expect(after.users.newLast30Days - before.users.newLast30Days).toBe(3);
    expect(after.revenue.thisMonthCents - before.revenue.thisMonthCents).toBe(1000);
    expect(after.revenue.allTimeCents - before.revenue.allTimeCents).toBe(1500);
    expect(after.revenue.purchasesThisMonth - before.revenue.purchasesThisMonth).toBe(1);
    expect(after.tickets.open - before.tickets.open).toBe(1);
    expect(after.tickets.inprogress - before.tickets.inprogress).toBe(1);
    expect(after.signupsByDay).toHaveLength(30);
    expect(after.signupsByDay.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(after.signupsByDay.reduce((sum, d) => sum + d.count, 0)).toBe(after.users.newLast30Days);
  });
});

describe('stats without a profile', () => {
  it('counts an account whose profile is missing as free', async () => {
    const before = await stats();
    const lone = await createUser(t.app);
    await t.app.database.query(`delete from user_profiles where user_id = $1`, [lone.userId]);
    const after = await stats();
    expect(after.users.total - before.users.total).toBe(1);
    expect(after.users.byTier.free - before.users.byTier.free).toBe(1);
    expect(Object.values(after.users.byTier).reduce((a, b) => a + b, 0)).toBe(after.users.total);
  });
});

describe('users', () => {
  it('filters by q, tier, role and banned, and pages', async () => {
    const tag = marker();
    const a = await userOn(t.app, 'premium', { email: `${tag}-a@ex.com` });
    const b = await userOn(t.app, 'free', { email: `${tag}-b@ex.com`, firstName: 'Bea' });
    await t.app.database.query(`update "user" set banned = true where id = $1`, [b.userId]);
    const list = async (query: string) => (await api(admin, 'GET', `/api/admin/users?${query}`)).json();

    const all = await list(`q=${tag.toUpperCase()}`);
    expect(all.total).toBe(2);
    expect(all.items.map((u: { id: string }) => u.id).sort()).toEqual([a.userId, b.userId].sort());
    expect(all.items[0]).toMatchObject({ role: 'user', emailVerified: true, twoFactorEnabled: false });
    expect(all.items[0].lastSignInAt).not.toBeNull();
    expect((await list(`q=${tag}&tier=premium`)).items.map((u: { id: string }) => u.id)).toEqual([a.userId]);
    expect((await list(`q=${tag}&banned=true`)).items.map((u: { id: string }) => u.id)).toEqual([b.userId]);
    expect((await list(`q=${tag}&banned=false`)).items.map((u: { id: string }) => u.id)).toEqual([a.userId]);
    expect((await list('role=admin')).items.map((u: { id: string }) => u.id)).toContain(admin.userId);
    expect((await list(`q=${tag}&role=admin`)).total).toBe(0);
    expect((await list('q=Bea')).items.map((u: { id: string }) => u.id)).toContain(b.userId);
    expect((await list('q=%25')).total).toBe(0);

    const page2 = await list(`q=${tag}&pageSize=1&page=2`);
    expect(page2).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.items).toHaveLength(1);
    expect(page2.items[0].id).not.toBe((await list(`q=${tag}&pageSize=1&page=1`)).items[0].id);
  });

  it('refuses unknown filter values with 400 validation_failed', async () => {
    for (const [query, field] of [['tier=gold', 'tier'], ['role=owner', 'role'], ['banned=yes', 'banned'], ['pageSize=1000', 'pageSize']]) {
      const res = await api(admin, 'GET', `/api/admin/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().error.fields).toHaveProperty(field);
    }
  });

  it('shows one user with record counts and newest purchases; unknown or malformed ids are 404', async () => {
    const user = await userOn(t.app, 'premium');
    await prospectOf(t.app, user.cookie);
    await prospectOf(t.app, user.cookie);
    for (let i = 0; i < 12; i += 1) await insertPurchase(user.userId, { amountCents: 100 + i, daysAgo: i });
    const res = await api(admin, 'GET', `/api/admin/users/${user.userId}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ id: user.userId, email: user.email, membershipTier: 'premium', banned: false });
    // A new prospect is also saved as a contact of the seller.
    const [{ n: contacts }] = await t.app.database.query<{ n: number }>(`select count(*)::int as n from contacts where user_id = $1`, [user.userId]);
    expect(detail.counts).toEqual({ prospects: 2, contacts, teamMembers: 0, activities: 0, deals: 0, tasks: 0, goals: 0, commissions: 0 });
    expect(detail.purchases).toHaveLength(10);
    expect(detail.purchases[0]).toMatchObject({ amountCents: 100, userId: user.userId, userEmail: user.email, status: 'succeeded' });

    for (const id of ['nobody0000000000000000000000000', 'bad%20id!', encodeURIComponent('x\u0000y')]) {
      const missing = await api(admin, 'GET', `/api/admin/users/${id}`);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json().error.code).toBe('not_found');
    }
  });
});

describe('updating a user', () => {
  it('sets tier and trial end, refusing a trial end in the past', async () => {
    const user = await userOn(t.app, 'free');
    const url = `/api/admin/users/${user.userId}`;
    const past = await api(admin, 'PATCH', url, { membershipTier: 'trial', trialEndsAt: new Date(Date.now() - 86_400_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.trialEndsAt).toBe(ADMIN_MESSAGES.trialEndPast);
    expect((await api(admin, 'PATCH', url, { membershipTier: 'trial' })).json().error.fields.trialEndsAt).toBe(ADMIN_MESSAGES.trialEndRequired);
    for (const body of [{}, { membershipTier: 'gold' }, { role: 'owner' }, { extra: true }]) expect((await api(admin, 'PATCH', url, body)).statusCode).toBe(400);
    // Behind UTC, 9999-12-31 is the year 10000, which PostgreSQL refused (a 500).
    const late = await api(admin, 'PATCH', url, { membershipTier: 'trial', trialEndsAt: '9999-12-31T23:59:59-12:00' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields).toEqual({ trialEndsAt: 'Use an ISO date and time' });

    const ends = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const res = await api(admin, 'PATCH', url, { membershipTier: 'trial', trialEndsAt: ends });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ membershipTier: 'trial', trialEndsAt: ends });
    expect((await api(user, 'GET', '/api/me')).json().hasPremiumAccess).toBe(true);
    expect((await api(admin, 'PATCH', url, { membershipTier: 'enterprise' })).json().membershipTier).toBe('enterprise');
  });

  it('changes the role at once, and never demotes yourself or the last admin', async () => {
    const user = await createUser(t.app);
    expect((await api(user, 'GET', '/api/admin/stats')).statusCode).toBe(403);
    const promoted = await api(admin, 'PATCH', `/api/admin/users/${user.userId}`, { role: 'admin' });
    expect(promoted.json().role).toBe('admin');
    // The same cookie, no new sign-in: the role change reached the session cache.
    expect((await api(user, 'GET', '/api/admin/stats')).statusCode).toBe(200);

    const self = await api(admin, 'PATCH', `/api/admin/users/${admin.userId}`, { role: 'user' });
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toMatchObject({ code: 'conflict', message: ADMIN_MESSAGES.selfDemotion });

    const demoted = await api(admin, 'PATCH', `/api/admin/users/${user.userId}`, { role: 'user' });
    expect(demoted.json().role).toBe('user');
    expect((await api(user, 'GET', '/api/admin/stats')).statusCode).toBe(403);

    // Only a racing request can reach this: its caller lost the role meanwhile.
    await t.app.database.query(`update "user" set role = 'user' where role = 'admin' and id <> $1`, [admin.userId]);
    await expect(updateUserAsAdmin(t.app.db, user.userId, admin.userId, { role: 'user' })).rejects.toMatchObject({ code: 'conflict', message: ADMIN_MESSAGES.lastAdmin });
  });
});

describe('bans', () => {
  it('signs the user out at once, refuses their sign-in until unbanned', async () => {
    const user = await createUser(t.app);
    expect((await api(user, 'GET', '/api/me')).statusCode).toBe(200);
    const url = `/api/admin/users/${user.userId}`;
    for (const body of [{}, { reason: '', days: 3 }, { reason: 'Spam', days: 0 }, { reason: 'Spam', days: 3651 }, { reason: 'Spam', days: 1.5 }, { reason: 'x'.repeat(501), days: 3 }]) {
      const bad = await api(admin, 'POST', `${url}/ban`, body);
      expect(bad.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }

    const res = await api(admin, 'POST', `${url}/ban`, { reason: 'Spam', days: 7 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ banned: true, banReason: 'Spam' });
    const expires = new Date(res.json().banExpires).getTime();
    expect(Math.abs(expires - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
    expect((await api(user, 'GET', '/api/me')).statusCode).toBe(401);
    const refused = await signIn(t.app, user.email, user.password);
    expect(refused.res.statusCode).toBe(403);
    expect(refused.res.json().error.reason).toBe('banned');

    const self = await api(admin, 'POST', `/api/admin/users/${admin.userId}/ban`, { reason: 'Oops', days: 1 });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(ADMIN_MESSAGES.selfBan);

    const unbanned = await api(admin, 'POST', `${url}/unban`);
    expect(unbanned.json()).toMatchObject({ banned: false, banReason: null, banExpires: null });
    expect((await signIn(t.app, user.email, user.password)).res.statusCode).toBe(200);
    expect((await api(admin, 'POST', '/api/admin/users/nobody/ban', { reason: 'Spam', days: 1 })).statusCode).toBe(404);
  });
});

describe('purchases', () => {
  it('lists every payment newest first with its buyer, filtered by status, product and q', async () => {
    const tag = marker();
    const buyer = await createUser(t.app, { email: `${tag}@ex.com` });
    await insertPurchase(buyer.userId, { amountCents: 4999, daysAgo: 2 });
    await insertPurchase(buyer.userId, { amountCents: 1999, product: 'messages_100', daysAgo: 1 });
    await insertPurchase(buyer.userId, { amountCents: 999, status: 'failed' });
    const list = async (query: string) => (await api(admin, 'GET', `/api/admin/purchases?${query}`)).json();

    const all = await list(`q=${tag}`);
    expect(all.total).toBe(3);
    expect(all.items.map((p: { amountCents: number }) => p.amountCents)).toEqual([999, 1999, 4999]);
    expect(all.items[0]).toMatchObject({ userId: buyer.userId, userEmail: buyer.email, currency: 'usd', status: 'failed', periodStart: null });
    expect((await list(`q=${tag}&status=succeeded`)).total).toBe(2);
    expect((await list(`q=${tag}&product=messages_100`)).items.map((p: { amountCents: number }) => p.amountCents)).toEqual([1999]);
    expect((await list(`q=${tag}&pageSize=2&page=2`)).items.map((p: { amountCents: number }) => p.amountCents)).toEqual([4999]);
    const bad = await api(admin, 'GET', '/api/admin/purchases?status=refunded');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('status');
  });
});
