import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { CALENDAR_MAX_ITEMS } from '../../../shared/calendar/calendar.schema.js';
import { FREE_PLAN_LIMITS_DEFAULT } from '../../../shared/limits/free-plan.rules.js';
import { DAY_MS, inHours, insertReminder, prospectOf, userOn, type TTestUser } from '../follow-ups/follow-ups.test-support.js';

const TASK_LIMIT = 3;
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ freePlanLimits: { ...FREE_PLAN_LIMITS_DEFAULT, tasks: TASK_LIMIT } });
});
afterAll(() => t.close());

const api = (user: TTestUser, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => call(t.app, method, url, { cookie: user.cookie, body });
const range = (from: Date | string | number, to: Date | string | number) => `/api/calendar?from=${encodeURIComponent(new Date(from).toISOString())}&to=${encodeURIComponent(new Date(to).toISOString())}`;
const inZone = (u: TTestUser, zone: string) => t.app.database.query('update user_profiles set time_zone = $2 where user_id = $1', [u.userId, zone]);
/** A future calendar day, YYYY-MM-DD. */
const dayAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

describe('calendar range', () => {
  it('answers tasks, activities and follow-ups of the range in time order, with links and where they open', async () => {
    const u = await userOn(t.app, 'premium');
    const p = await prospectOf(t.app, u.cookie, { firstName: 'Nora', lastName: 'Blanc' });
    const from = new Date(Date.now() + DAY_MS);
    const to = new Date(from.getTime() + 7 * DAY_MS);
    const at = (hours: number) => new Date(from.getTime() + hours * 3_600_000).toISOString();
    const task = (await api(u, 'POST', '/api/tasks', { title: 'Restock samples', dueAt: at(30), priority: 'high', prospectId: p.id })).json();
    const activity = (await api(u, 'POST', '/api/activities', { title: 'Demo with Nora', type: 'demo', scheduledAt: at(10), prospectId: p.id })).json();
    const reminder = (await api(u, 'POST', '/api/follow-ups', { prospectId: p.id, dueAt: at(20) })).json();
    await api(u, 'POST', '/api/tasks', { title: 'Outside', dueAt: new Date(to.getTime() + 3_600_000).toISOString() });
    await api(u, 'POST', '/api/tasks', { title: 'Undated' });
    const archived = (await api(u, 'POST', '/api/tasks', { title: 'Archived', dueAt: at(40) })).json();
    await api(u, 'PATCH', `/api/tasks/${archived.id}`, { status: 'archived' });

    const res = await api(u, 'GET', range(from, to));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: from.toISOString(), to: to.toISOString(), truncated: false });
    expect(body.items).toEqual([
      { id: activity.id, kind: 'activity', title: 'Demo with Nora', start: at(10), status: 'scheduled', priority: 'medium', linked: { type: 'prospect', id: p.id, name: 'Nora Blanc' }, url: `/activities?activity=${activity.id}` },
      { id: reminder.id, kind: 'followUp', title: 'Nora Blanc', start: at(20), status: 'pending', priority: null, linked: { type: 'prospect', id: p.id, name: 'Nora Blanc' }, url: `/follow-ups?reminder=${reminder.id}` },
      { id: task.id, kind: 'task', title: 'Restock samples', start: at(30), status: 'pending', priority: 'high', linked: { type: 'prospect', id: p.id, name: 'Nora Blanc' }, url: `/tasks?task=${task.id}` },
    ]);
  });

  it('reads overdue tasks and missed reminders from the time, and hides follow-ups from users without premium', async () => {
    const u = await userOn(t.app, 'free');
    const p = await prospectOf(t.app, u.cookie);
    const yesterday = new Date(Date.now() - DAY_MS);
    await api(u, 'POST', '/api/tasks', { title: 'Late', dueAt: yesterday.toISOString() });
    await insertReminder(t.app, { userId: u.userId, prospectId: p.id, dueAt: yesterday });
    const items = (await api(u, 'GET', range(yesterday.getTime() - 3_600_000, Date.now()))).json().items;
    expect(items.map((i: { kind: string; status: string }) => [i.kind, i.status])).toEqual([['task', 'overdue']]);
    await t.app.database.query(`update user_profiles set membership_tier = 'premium' where user_id = $1`, [u.userId]);
    const premium = (await api(u, 'GET', range(yesterday.getTime() - 3_600_000, Date.now()))).json().items;
    expect(premium.map((i: { kind: string; status: string }) => [i.kind, i.status]).sort()).toEqual([['followUp', 'missed'], ['task', 'overdue']]);
  });

  it('cuts a range holding more than the maximum and says so', async () => {
    const u = await userOn(t.app, 'premium');
    const from = new Date(Date.now() + 2 * DAY_MS);
    await t.app.database.query(`insert into tasks (user_id, title, due_at) select $1, 'Bulk ' || g, $2::timestamptz + g * interval '1 minute' from generate_series(1, $3::int) g`, [u.userId, from.toISOString(), CALENDAR_MAX_ITEMS + 1]);
    const body = (await api(u, 'GET', range(from, from.getTime() + 7 * DAY_MS))).json();
    expect(body.items).toHaveLength(CALENDAR_MAX_ITEMS);
    expect(body.truncated).toBe(true);
    expect(body.items[0].title).toBe('Bulk 1');
  });

  it('refuses missing, reversed, too long and malformed ranges with 400', async () => {
    const u = await userOn(t.app, 'free');
    const now = Date.now();
    const cases: [string, string][] = [
      [`/api/calendar?to=${encodeURIComponent(new Date(now).toISOString())}`, 'from'],
      [range(now, now - DAY_MS), 'to'],
      [range(now, now), 'to'],
      [range(now, now + 63 * DAY_MS), 'to'],
      ['/api/calendar?from=yesterday&to=today', 'from'],
    ];
    for (const [url, field] of cases) {
      const res = await api(u, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields[field], url).toBeDefined();
    }
    expect((await call(t.app, 'GET', range(now, now + DAY_MS))).statusCode).toBe(401);
  });
});

describe('creating from a slot', () => {
  it('makes a task at the local time of the seller’s zone, with its reminder and a follow-up for the prospect', async () => {
    const u = await userOn(t.app, 'premium');
    await inZone(u, 'Europe/Madrid');
    const p = await prospectOf(t.app, u.cookie, { firstName: 'Irene', lastName: 'Soler' });
    const reminderAt = inHours(24);
    const followUpAt = inHours(24 * 40);
    // 15 December: Madrid is UTC+1.
    const res = await api(u, 'POST', '/api/calendar/items', { type: 'task', title: 'Prepare the order', date: '2099-12-15', time: '10:30', notes: 'Two kits', reminderAt, followUpAt, prospectId: p.id });
    expect(res.statusCode, res.body).toBe(201);
    const { item, followUp } = res.json();
    expect(item).toMatchObject({ kind: 'task', title: 'Prepare the order', start: '2099-12-15T09:30:00.000Z', status: 'pending', linked: { type: 'prospect', id: p.id } });
    expect(followUp).toMatchObject({ kind: 'followUp', start: followUpAt, linked: { id: p.id, name: 'Irene Soler' } });
    expect((await api(u, 'GET', `/api/tasks/${item.id}`)).json()).toMatchObject({ description: 'Two kits', remindAt: reminderAt, dueAt: '2099-12-15T09:30:00.000Z' });
    expect((await api(u, 'GET', `/api/follow-ups/${followUp.id}`)).json()).toMatchObject({ notes: 'Prepare the order', type: 'manual' });
    // 1 July: summer time, UTC+2; no time given: 09:00 local.
    const summer = (await api(u, 'POST', '/api/calendar/items', { type: 'task', title: 'Summer', date: '2099-07-01' })).json();
    expect(summer.item.start).toBe('2099-07-01T07:00:00.000Z');
  });

  it('makes an activity (scheduled ahead, logged when past) and a reminder', async () => {
    const u = await userOn(t.app, 'premium');
    await inZone(u, 'America/New_York');
    const p = await prospectOf(t.app, u.cookie);
    const ahead = (await api(u, 'POST', '/api/calendar/items', { type: 'activity', title: 'Coffee with Sam', date: '2099-01-10', time: '08:00', prospectId: p.id, notes: 'Bring the catalogue' })).json();
    expect(ahead.item).toMatchObject({ kind: 'activity', start: '2099-01-10T13:00:00.000Z', status: 'scheduled', linked: { id: p.id } });
    expect((await api(u, 'GET', `/api/activities/${ahead.item.id}`)).json()).toMatchObject({ type: 'meeting', description: 'Bring the catalogue', completed: false });
    const past = (await api(u, 'POST', '/api/calendar/items', { type: 'activity', title: 'Met at the fair', date: '2020-05-02', time: '11:00' })).json();
    expect(past.item.status).toBe('completed');

    const reminder = await api(u, 'POST', '/api/calendar/items', { type: 'reminder', title: 'Ask about the kit', date: dayAhead(3), time: '12:00', notes: 'She liked the serum', prospectId: p.id });
    expect(reminder.statusCode, reminder.body).toBe(201);
    expect(reminder.json().item).toMatchObject({ kind: 'followUp', status: 'pending', linked: { id: p.id } });
    expect((await api(u, 'GET', `/api/follow-ups/${reminder.json().item.id}`)).json().notes).toBe('Ask about the kit\n\nShe liked the serum');
  });

  it('refuses what the form forbids, all before writing anything', async () => {
    const u = await userOn(t.app, 'premium');
    const p = await prospectOf(t.app, u.cookie);
    const stranger = await userOn(t.app, 'premium');
    const theirs = await prospectOf(t.app, stranger.cookie);
    const fail = async (body: Record<string, unknown>, status: number, field: string) => {
      const res = await api(u, 'POST', '/api/calendar/items', { title: 'X', date: dayAhead(2), ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(body)).toContain(field);
    };
    await fail({ type: 'meeting' }, 400, 'type');
    await fail({ type: 'task', title: '' }, 400, 'title');
    await fail({ type: 'task', time: '25:00' }, 400, 'time');
    await fail({ type: 'task', date: '15/12/2099' }, 400, 'date');
    await fail({ type: 'reminder' }, 400, 'prospectId');
    await fail({ type: 'reminder', prospectId: p.id, date: '2020-01-01' }, 400, 'date');
    await fail({ type: 'task', followUpAt: inHours(5) }, 400, 'prospectId');
    await fail({ type: 'task', followUpAt: inHours(-5), prospectId: p.id }, 400, 'followUpAt');
    await fail({ type: 'task', reminderAt: inHours(-5) }, 400, 'reminderAt');
    await fail({ type: 'activity', reminderAt: inHours(5) }, 400, 'reminderAt');
    await fail({ type: 'activity', contactId: p.id }, 400, 'contactId');
    await fail({ type: 'task', prospectId: p.id, contactId: p.id }, 400, 'prospectId');
    await fail({ type: 'task', prospectId: theirs.id }, 404, 'prospectId');
    await fail({ type: 'reminder', prospectId: theirs.id }, 404, 'prospectId');
    await fail({ type: 'task', unknown: 1 }, 400, 'unknown');
    const tasks = (await api(u, 'GET', '/api/tasks')).json();
    expect(tasks.total).toBe(0);
  });

  it('refuses a slot past the last storable time under `date`: 9999-12-31 late behind UTC is the year 10000 (a 500, or 400 under a field the form does not have)', async () => {
    const u = await userOn(t.app, 'premium');
    const p = await prospectOf(t.app, u.cookie);
    await inZone(u, 'Etc/GMT+12');
    for (const type of ['task', 'activity', 'reminder']) {
      const res = await api(u, 'POST', '/api/calendar/items', { type, title: 'Last slot', date: '9999-12-31', time: '23:00', prospectId: p.id });
      expect(res.statusCode, type).toBe(400);
      expect(res.json().error.fields, type).toEqual({ date: 'Use the date format YYYY-MM-DD' });
    }
    // The same day earlier still fits: 11:00 there is 23:00 UTC.
    expect((await api(u, 'POST', '/api/calendar/items', { type: 'task', title: 'Last slot', date: '9999-12-31', time: '11:00' })).json().item.start).toBe('9999-12-31T23:00:00.000Z');
    const range = await api(u, 'GET', '/api/calendar?from=9999-12-31T00:00:00Z&to=9999-12-31T23:59:59-12:00');
    expect(range.statusCode).toBe(400);
    expect(range.json().error.fields).toEqual({ to: 'Use an ISO date and time' });
    expect((await api(u, 'GET', '/api/tasks')).json().total).toBe(1);
  });

  it('keeps reminders premium and tasks within the free plan', async () => {
    const u = await userOn(t.app, 'free');
    const p = await prospectOf(t.app, u.cookie);
    for (const body of [{ type: 'reminder', prospectId: p.id }, { type: 'task', followUpAt: inHours(5), prospectId: p.id }]) {
      const res = await api(u, 'POST', '/api/calendar/items', { title: 'X', date: dayAhead(2), ...body });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('premium_required');
    }
    for (let i = 0; i < TASK_LIMIT; i++) expect((await api(u, 'POST', '/api/calendar/items', { type: 'task', title: `T${i}`, date: dayAhead(1) })).statusCode).toBe(201);
    const over = await api(u, 'POST', '/api/calendar/items', { type: 'task', title: 'One more', date: dayAhead(1) });
    expect(over.statusCode).toBe(402);
    expect(over.json().error.message).toBe(`You've reached the limit of ${TASK_LIMIT} tasks for the free plan`);
  });
});

describe('dragging to another day or time', () => {
  it('moves a task with its reminder, an activity and a reminder (which notifies again)', async () => {
    const u = await userOn(t.app, 'premium');
    const p = await prospectOf(t.app, u.cookie);
    const base = Date.now();
    const task = (await api(u, 'POST', '/api/tasks', { title: 'Call supplier', dueAt: inHours(24, base), remindAt: inHours(23, base) })).json();
    const activity = (await api(u, 'POST', '/api/activities', { title: 'Demo', type: 'demo', scheduledAt: inHours(5), prospectId: p.id })).json();
    const reminder = await insertReminder(t.app, { userId: u.userId, prospectId: p.id, dueAt: new Date(Date.now() - 3_600_000), notifiedAt: new Date() });

    const moved = await api(u, 'PATCH', `/api/calendar/items/task/${task.id}`, { start: inHours(72, base) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: task.id, kind: 'task', start: inHours(72, base) });
    // The reminder keeps its hour before the due time.
    expect((await api(u, 'GET', `/api/tasks/${task.id}`)).json()).toMatchObject({ dueAt: inHours(72, base), remindAt: inHours(71, base) });

    const back = await api(u, 'PATCH', `/api/calendar/items/activity/${activity.id}`, { start: inHours(-2) });
    expect(back.json()).toMatchObject({ kind: 'activity', status: 'overdue' });
    expect((await api(u, 'PATCH', `/api/calendar/items/activity/${activity.id}`, { start: inHours(30) })).json().status).toBe('scheduled');

    const ahead = inHours(6);
    const r = await api(u, 'PATCH', `/api/calendar/items/followUp/${reminder}`, { start: ahead });
    expect(r.json()).toMatchObject({ kind: 'followUp', start: ahead, status: 'pending' });
    const [row] = await t.app.database.query<{ notified_at: Date | null }>('select notified_at from follow_up_reminders where id = $1', [reminder]);
    expect(row!.notified_at).toBeNull();
    const past = await api(u, 'PATCH', `/api/calendar/items/followUp/${reminder}`, { start: inHours(-3) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.start).toBe('The due date cannot be in the past');
  });

  it("answers 404 for another user's items and unknown kinds, 400 for a bad start", async () => {
    const owner = await userOn(t.app, 'premium');
    const other = await userOn(t.app, 'premium');
    const p = await prospectOf(t.app, owner.cookie);
    const task = (await api(owner, 'POST', '/api/tasks', { title: 'Mine', dueAt: inHours(5) })).json();
    const activity = (await api(owner, 'POST', '/api/activities', { title: 'Mine', type: 'call', scheduledAt: inHours(5) })).json();
    const reminder = (await api(owner, 'POST', '/api/follow-ups', { prospectId: p.id, dueAt: inHours(5) })).json();
    for (const [kind, id] of [['task', task.id], ['activity', activity.id], ['followUp', reminder.id]]) {
      expect((await api(other, 'PATCH', `/api/calendar/items/${kind}/${id}`, { start: inHours(9) })).statusCode, kind).toBe(404);
    }
    expect((await api(owner, 'PATCH', `/api/calendar/items/meeting/${task.id}`, { start: inHours(9) })).statusCode).toBe(404);
    expect((await api(owner, 'PATCH', `/api/calendar/items/task/not-an-id`, { start: inHours(9) })).statusCode).toBe(404);
    expect((await api(owner, 'PATCH', `/api/calendar/items/task/${task.id}`, { start: 'monday' })).json().error.fields.start).toBeDefined();
    expect((await api(owner, 'PATCH', `/api/calendar/items/task/${task.id}`, {})).statusCode).toBe(400);
    expect((await api(owner, 'GET', `/api/tasks/${task.id}`)).json().dueAt).toBe(task.dueAt);
  });

  it('refuses a move that would carry a task’s reminder past the last storable time, changing nothing (it answered 500)', async () => {
    const u = await userOn(t.app, 'premium');
    // A reminder two hours after the due time.
    const task = (await api(u, 'POST', '/api/tasks', { title: 'Late reminder', dueAt: inHours(5), remindAt: inHours(7) })).json();
    for (const start of ['9999-12-31T23:00:00Z', '9999-12-31T23:59:59-12:00']) {
      const res = await api(u, 'PATCH', `/api/calendar/items/task/${task.id}`, { start });
      expect(res.statusCode, start).toBe(400);
      expect(res.json().error.fields, start).toEqual({ start: 'Use an ISO date and time' });
    }
    expect((await api(u, 'GET', `/api/tasks/${task.id}`)).json()).toMatchObject({ dueAt: task.dueAt, remindAt: task.remindAt });
    expect((await api(u, 'PATCH', `/api/calendar/items/task/${task.id}`, { start: '9999-12-31T20:00:00Z' })).json().start).toBe('9999-12-31T20:00:00.000Z');
  });
});

describe('dashboard agenda', () => {
  it('counts and lists today’s and overdue tasks and follow-ups in the seller’s day', async () => {
    const u = await userOn(t.app, 'premium');
    await inZone(u, 'Pacific/Kiritimati');
    const p = await prospectOf(t.app, u.cookie, { firstName: 'Eva' });
    // Kiritimati is UTC+14: "today" there is computed from the profile's zone, not the server's.
    const localNow = new Date(Date.now() + 14 * 3_600_000);
    const endOfToday = Date.UTC(localNow.getUTCFullYear(), localNow.getUTCMonth(), localNow.getUTCDate() + 1) - 14 * 3_600_000;
    const startOfToday = endOfToday - DAY_MS;
    const todayLater = new Date(Math.min(endOfToday - 60_000, Date.now() + 30 * 60_000)).toISOString();
    await api(u, 'POST', '/api/tasks', { title: 'Today', dueAt: todayLater });
    await api(u, 'POST', '/api/tasks', { title: 'Tomorrow', dueAt: new Date(endOfToday + 3_600_000).toISOString() });
    for (const days of [1, 2, 3, 4, 5, 6]) await api(u, 'POST', '/api/tasks', { title: `Late ${days}`, dueAt: new Date(startOfToday - days * DAY_MS).toISOString() });
    const done = (await api(u, 'POST', '/api/tasks', { title: 'Done late', dueAt: new Date(startOfToday - DAY_MS).toISOString() })).json();
    await api(u, 'PATCH', `/api/tasks/${done.id}`, { status: 'completed' });
    await insertReminder(t.app, { userId: u.userId, prospectId: p.id, dueAt: todayLater });
    await insertReminder(t.app, { userId: u.userId, prospectId: p.id, dueAt: new Date(startOfToday - 2 * DAY_MS) });
    await insertReminder(t.app, { userId: u.userId, prospectId: p.id, dueAt: new Date(startOfToday - DAY_MS), status: 'done' });

    const { agenda } = (await api(u, 'GET', '/api/dashboard')).json();
    expect(agenda).toMatchObject({ tasksToday: 1, tasksOverdue: 6, followUpsToday: 1, followUpsOverdue: 1, followUpsIncluded: true });
    expect(agenda.today.tasks.map((i: { title: string }) => i.title)).toEqual(['Today']);
    expect(agenda.overdue.tasks.map((i: { title: string }) => i.title)).toEqual(['Late 1', 'Late 2', 'Late 3', 'Late 4', 'Late 5']);
    expect(agenda.today.followUps.map((i: { kind: string; status: string; start: string }) => [i.kind, i.status, i.start])).toEqual([['followUp', 'pending', todayLater]]);
    expect(agenda.overdue.followUps.map((i: { kind: string; status: string }) => [i.kind, i.status])).toEqual([['followUp', 'missed']]);

    await t.app.database.query(`update user_profiles set membership_tier = 'free' where user_id = $1`, [u.userId]);
    const free = (await api(u, 'GET', '/api/dashboard')).json().agenda;
    expect(free).toMatchObject({ tasksToday: 1, followUpsToday: 0, followUpsOverdue: 0, followUpsIncluded: false, today: { followUps: [] } });
  });
});
