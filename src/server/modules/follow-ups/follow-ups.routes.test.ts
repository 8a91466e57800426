import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { FOLLOW_UP_RULES_DEFAULT } from '../../../shared/follow-ups/follow-ups.rules.js';
import { DAY_MS, inHours, insertReminder, prospectOf, userOn, type TTestUser } from './follow-ups.test-support.js';

let t: TTestApp;
let seller: TTestUser;
let free: TTestUser;
let stranger: TTestUser;

beforeAll(async () => {
  t = await createTestApp();
  [seller, free, stranger] = await Promise.all([userOn(t.app, 'premium'), userOn(t.app, 'free'), userOn(t.app, 'premium')]);
});
afterAll(() => t.close());

const api = (user: TTestUser, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) => call(t.app, method, url, { cookie: user.cookie, body });

describe('follow-up reminders: CRUD and status flow', () => {
  it('creates a manual reminder, lists, reads, edits, marks done, reopens and deletes it', async () => {
    const p = await prospectOf(t.app, seller.cookie, { firstName: 'Lucia', lastName: 'Ferrer' });
    const dueAt = inHours(30);
    const res = await api(seller, 'POST', '/api/follow-ups', { prospectId: p.id, dueAt, notes: 'Call back after her holiday' });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    expect(r).toMatchObject({ prospect: { id: p.id, name: 'Lucia Ferrer' }, contact: null, dueAt, notes: 'Call back after her holiday', type: 'manual', rule: null, status: 'pending', completedAt: null });

    const list = (await api(seller, 'GET', '/api/follow-ups')).json();
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(list.items[0].id).toBe(r.id);
    expect((await api(seller, 'GET', `/api/follow-ups/${r.id}`)).json().notes).toBe('Call back after her holiday');

    const edited = (await api(seller, 'PATCH', `/api/follow-ups/${r.id}`, { notes: 'Ask about the summer kit' })).json();
    expect(edited).toMatchObject({ notes: 'Ask about the summer kit', dueAt });

    const done = (await api(seller, 'PATCH', `/api/follow-ups/${r.id}`, { status: 'done' })).json();
    expect(done.status).toBe('done');
    expect(Date.now() - new Date(done.completedAt).getTime()).toBeLessThan(60_000);
    expect((await api(seller, 'GET', '/api/follow-ups?status=done')).json().total).toBe(1);

    const reopened = (await api(seller, 'PATCH', `/api/follow-ups/${r.id}`, { status: 'pending' })).json();
    expect(reopened).toMatchObject({ status: 'pending', completedAt: null });

    expect((await api(seller, 'DELETE', `/api/follow-ups/${r.id}`)).statusCode).toBe(204);
    expect((await api(seller, 'GET', `/api/follow-ups/${r.id}`)).statusCode).toBe(404);
    expect((await api(seller, 'DELETE', `/api/follow-ups/${r.id}`)).statusCode).toBe(404);
  });

  it('reads missed (shown Overdue) from the due time, and filters by it', async () => {
    const u = await userOn(t.app, 'premium');
    const p = await prospectOf(t.app, u.cookie);
    const past = await insertReminder(t.app, { userId: u.userId, prospectId: p.id, dueAt: new Date(Date.now() - DAY_MS) });
    const ahead = (await api(u, 'POST', '/api/follow-ups', { prospectId: p.id, dueAt: inHours(2) })).json();
    expect((await api(u, 'GET', `/api/follow-ups/${past}`)).json().status).toBe('missed');
    const ids = async (status: string) => (await api(u, 'GET', `/api/follow-ups?status=${status}`)).json().items.map((i: { id: string }) => i.id);
    expect(await ids('missed')).toEqual([past]);
    expect(await ids('pending')).toEqual([ahead.id]);
    // Soonest first.
    expect((await api(u, 'GET', '/api/follow-ups')).json().items.map((i: { id: string }) => i.id)).toEqual([past, ahead.id]);
    // Marked done it is no longer missed; moved ahead it is pending again.
    expect((await api(u, 'PATCH', `/api/follow-ups/${past}`, { status: 'done' })).json().status).toBe('done');
  });

  it('moving the due time clears notifiedAt, so the reminder notifies again at its new time', async () => {
    const u = await userOn(t.app, 'premium');
    const p = await prospectOf(t.app, u.cookie);
    const id = await insertReminder(t.app, { userId: u.userId, prospectId: p.id, dueAt: new Date(Date.now() - 3_600_000), notifiedAt: new Date() });
    const notified = async () => (await t.app.database.query<{ notified_at: Date | null }>('select notified_at from follow_up_reminders where id = $1', [id]))[0]!.notified_at;
    await api(u, 'PATCH', `/api/follow-ups/${id}`, { notes: 'Same time' });
    expect(await notified()).not.toBeNull();
    const moved = (await api(u, 'PATCH', `/api/follow-ups/${id}`, { dueAt: inHours(5) })).json();
    expect(moved.status).toBe('pending');
    expect(await notified()).toBeNull();
  });

  it('filters by type, prospect, due window and a name or note search', async () => {
    const u = await userOn(t.app, 'premium');
    const ana = await prospectOf(t.app, u.cookie, { firstName: 'Ana', lastName: 'Quintero' });
    const bob = await prospectOf(t.app, u.cookie, { firstName: 'Bob', lastName: 'Marsh' });
    await api(u, 'POST', '/api/follow-ups', { prospectId: ana.id, dueAt: inHours(1), notes: 'Samples' });
    await api(u, 'POST', '/api/follow-ups', { prospectId: bob.id, dueAt: inHours(48), notes: 'Price list' });
    await insertReminder(t.app, { userId: u.userId, prospectId: bob.id, dueAt: inHours(3), type: 'auto', rule: 'no_contact' });
    const total = async (query: string) => (await api(u, 'GET', `/api/follow-ups?${query}`)).json().total;
    expect(await total('type=auto')).toBe(1);
    expect(await total('type=manual')).toBe(2);
    expect(await total(`prospectId=${bob.id}`)).toBe(2);
    expect(await total('q=quinter')).toBe(1);
    expect(await total('q=price')).toBe(1);
    expect(await total(`dueFrom=${encodeURIComponent(inHours(2))}&dueTo=${encodeURIComponent(inHours(24))}`)).toBe(1);
  });
});

describe('follow-up reminders: bad input', () => {
  it('refuses a due time in the past, a missing prospect, an unknown status and unknown fields with 400', async () => {
    const p = await prospectOf(t.app, seller.cookie);
    const past = await api(seller, 'POST', '/api/follow-ups', { prospectId: p.id, dueAt: inHours(-2) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({ code: 'validation_failed', fields: { dueAt: 'The due date cannot be in the past' } });
    const missing = await api(seller, 'POST', '/api/follow-ups', { dueAt: inHours(2) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.prospectId).toBe('Choose a prospect');
    expect((await api(seller, 'POST', '/api/follow-ups', { prospectId: '', dueAt: inHours(2) })).json().error.fields.prospectId).toBe('Choose a prospect');
    expect((await api(seller, 'POST', '/api/follow-ups', { prospectId: p.id })).json().error.fields.dueAt).toBeDefined();
    expect((await api(seller, 'POST', '/api/follow-ups', { prospectId: p.id, dueAt: 'tomorrow' })).statusCode).toBe(400);
    expect((await api(seller, 'POST', '/api/follow-ups', { prospectId: p.id, dueAt: inHours(2), type: 'auto' })).json().error.fields.type).toBe('Unknown field');

    const r = (await api(seller, 'POST', '/api/follow-ups', { prospectId: p.id, dueAt: inHours(2) })).json();
    for (const status of ['missed', 'snoozed', 3]) {
      const res = await api(seller, 'PATCH', `/api/follow-ups/${r.id}`, { status });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.status).toBe('Status must be one of: pending, done');
    }
    expect((await api(seller, 'PATCH', `/api/follow-ups/${r.id}`, { dueAt: inHours(-5) })).json().error.fields.dueAt).toBe('The due date cannot be in the past');
    expect((await api(seller, 'GET', '/api/follow-ups?status=later')).statusCode).toBe(400);
    expect((await api(seller, 'GET', '/api/follow-ups?pageSize=1000')).statusCode).toBe(400);
  });

  it('refuses a due time past 9999-12-31 in UTC (an offset behind UTC) with 400; PostgreSQL refused the year 10000 (a 500)', async () => {
    const p = await prospectOf(t.app, seller.cookie);
    const pastTheEnd = '9999-12-31T23:59:59-12:00';
    const before = (await api(seller, 'GET', '/api/follow-ups')).json().total;
    const res = await api(seller, 'POST', '/api/follow-ups', { prospectId: p.id, dueAt: pastTheEnd });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ dueAt: 'Due date and time are required' });
    const r = (await api(seller, 'POST', '/api/follow-ups', { prospectId: p.id, dueAt: '9999-12-31T23:59:59Z' })).json();
    expect((await api(seller, 'PATCH', `/api/follow-ups/${r.id}`, { dueAt: pastTheEnd })).json().error.fields).toEqual({ dueAt: 'Due date and time are required' });
    expect((await api(seller, 'GET', `/api/follow-ups?dueTo=${encodeURIComponent(pastTheEnd)}`)).json().error.fields).toEqual({ dueTo: 'Use an ISO date and time' });
    expect((await api(seller, 'GET', '/api/follow-ups')).json().total).toBe(before + 1);
  });

  it("answers 404 for another user's prospect and reminders, and for malformed ids", async () => {
    const theirs = await prospectOf(t.app, stranger.cookie);
    const foreign = await api(seller, 'POST', '/api/follow-ups', { prospectId: theirs.id, dueAt: inHours(2) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
    expect((await api(seller, 'POST', '/api/follow-ups', { prospectId: '2b0f1c4e-9a8d-4f1e-8b7a-6c5d4e3f2a10', dueAt: inHours(2) })).statusCode).toBe(404);

    const reminder = (await api(stranger, 'POST', '/api/follow-ups', { prospectId: theirs.id, dueAt: inHours(2) })).json();
    for (const [method, body] of [['GET'], ['PATCH', { notes: 'mine now' }], ['DELETE']] as const) {
      expect((await api(seller, method, `/api/follow-ups/${reminder.id}`, body)).statusCode).toBe(404);
    }
    expect((await api(stranger, 'GET', `/api/follow-ups/${reminder.id}`)).json().notes).toBeNull();
    expect((await api(seller, 'GET', '/api/follow-ups/not-an-id')).statusCode).toBe(404);
    expect((await api(seller, 'GET', `/api/follow-ups?prospectId=${theirs.id}`)).json().total).toBe(0);
  });

  it('answers 409 when reopening an automatic reminder while the rule made a newer open one', async () => {
    const u = await userOn(t.app, 'premium');
    const p = await prospectOf(t.app, u.cookie);
    const old = await insertReminder(t.app, { userId: u.userId, prospectId: p.id, dueAt: inHours(-48), type: 'auto', rule: 'no_contact', status: 'done', completedAt: new Date() });
    await insertReminder(t.app, { userId: u.userId, prospectId: p.id, dueAt: inHours(-1), type: 'auto', rule: 'no_contact' });
    const res = await api(u, 'PATCH', `/api/follow-ups/${old}`, { status: 'pending' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('conflict');
  });
});

describe('follow-up reminders: premium access', () => {
  it('answers 403 premium_required on every route to a free user, before reading the input', async () => {
    const p = await prospectOf(t.app, free.cookie);
    const id = '2b0f1c4e-9a8d-4f1e-8b7a-6c5d4e3f2a10';
    const attempts: [string, string, unknown?][] = [
      ['GET', '/api/follow-ups'],
      ['GET', '/api/follow-ups?status=nonsense'],
      ['POST', '/api/follow-ups', { prospectId: p.id, dueAt: inHours(2) }],
      ['POST', '/api/follow-ups', { dueAt: 'yesterday' }],
      ['GET', `/api/follow-ups/${id}`],
      ['PATCH', `/api/follow-ups/${id}`, { status: 'done' }],
      ['DELETE', `/api/follow-ups/${id}`],
      ['PUT', '/api/follow-ups/rules', { noContact: { enabled: false, days: 14 } }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await api(free, method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('premium_required');
    }
    // Settings shows the rules behind a premium lock: reading them is open.
    expect((await api(free, 'GET', '/api/follow-ups/rules')).json()).toEqual(FOLLOW_UP_RULES_DEFAULT);
    expect((await call(t.app, 'GET', '/api/follow-ups')).statusCode).toBe(401);
  });

  it('opens to a running trial and closes when the trial has ended', async () => {
    const trial = await userOn(t.app, 'trial');
    const ended = await userOn(t.app, 'expired_trial');
    const p = await prospectOf(t.app, trial.cookie);
    expect((await api(trial, 'POST', '/api/follow-ups', { prospectId: p.id, dueAt: inHours(3) })).statusCode).toBe(201);
    expect((await api(ended, 'GET', '/api/follow-ups')).json().error.code).toBe('premium_required');
  });
});

describe('follow-up rules settings', () => {
  it('answers the defaults, changes the named rules only, and validates each', async () => {
    const u = await userOn(t.app, 'premium');
    expect((await api(u, 'GET', '/api/follow-ups/rules')).json()).toEqual(FOLLOW_UP_RULES_DEFAULT);
    const saved = (await api(u, 'PUT', '/api/follow-ups/rules', { noContact: { enabled: true, days: 30 } })).json();
    expect(saved).toEqual({ ...FOLLOW_UP_RULES_DEFAULT, noContact: { enabled: true, days: 30 } });
    expect((await api(u, 'GET', '/api/follow-ups/rules')).json().noContact.days).toBe(30);
    const bad = await api(u, 'PUT', '/api/follow-ups/rules', { noContact: { enabled: true, days: 0 }, birthday: { enabled: true, days: 90 }, cadence: { enabled: 'yes' }, weekly: {} });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['birthday.days', 'cadence.enabled', 'noContact.days', 'weekly']);
    expect((await api(u, 'PUT', '/api/follow-ups/rules', { birthday: { enabled: false } })).json().error.fields['birthday.days']).toBeDefined();
  });

  it('switching a rule off removes its open automatic reminders and keeps done ones and the other rules’', async () => {
    const u = await userOn(t.app, 'premium');
    const p = await prospectOf(t.app, u.cookie);
    const open = await insertReminder(t.app, { userId: u.userId, prospectId: p.id, dueAt: inHours(1), type: 'auto', rule: 'birthday' });
    const done = await insertReminder(t.app, { userId: u.userId, prospectId: p.id, dueAt: inHours(-400), type: 'auto', rule: 'birthday', status: 'done', completedAt: new Date() });
    const other = await insertReminder(t.app, { userId: u.userId, prospectId: p.id, dueAt: inHours(1), type: 'auto', rule: 'cadence' });
    const manual = (await api(u, 'POST', '/api/follow-ups', { prospectId: p.id, dueAt: inHours(2) })).json().id;
    await api(u, 'PUT', '/api/follow-ups/rules', { birthday: { enabled: false, days: 3 } });
    const ids = (await api(u, 'GET', '/api/follow-ups')).json().items.map((i: { id: string }) => i.id).sort();
    expect(ids).toEqual([done, other, manual].sort());
    expect(ids).not.toContain(open);
  });
});
