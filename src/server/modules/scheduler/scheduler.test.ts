import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { FOLLOW_UP_AUTO_OPEN_MAX } from '../../../shared/follow-ups/follow-ups.rules.js';
import { DAY_MS, insertReminder, openSocket, prospectOf, userOn, type TTestUser } from '../follow-ups/follow-ups.test-support.js';
import { runSchedulerTick } from './scheduler.service.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const tick = (now: Date, options: { rules?: boolean; batch?: number } = {}) => runSchedulerTick({ db: t.app.db, realtime: t.app.realtime }, { now, ...options });
const query = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.app.database.query<T>(text, params);

interface TReminderRow {
  id: string;
  prospect_id: string | null;
  contact_id: string | null;
  due_at: Date;
  notes: string | null;
  type: string;
  rule: string | null;
  status: string;
  notified_at: Date | null;
}
const remindersOf = (u: TTestUser) => query<TReminderRow>('select * from follow_up_reminders where user_id = $1 order by due_at, id', [u.userId]);
const notificationsOf = (u: TTestUser) => query<{ message: string; type: string; link: string }>('select message, type, link from notifications where user_id = $1 order by created_at, id', [u.userId]);
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
/** Sets when a prospect was added and last contacted (the API sets neither to the past). */
const history = (prospectId: string, values: { createdAt: Date; lastContacted?: Date | null }) =>
  query('update prospects set created_at = $2, last_contacted = $3 where id = $1', [prospectId, values.createdAt.toISOString(), values.lastContacted?.toISOString() ?? null]);
const longDate = (d: Date, withYear = true) => new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', timeZone: 'UTC', ...(withYear && { year: 'numeric' }) }).format(d);

describe('due reminders become notifications', () => {
  it('notifies a due reminder once, in the owner’s language, and pushes it to her open sockets', async () => {
    const u = await userOn(t.app, 'premium');
    await query(`update user_profiles set language = 'es' where user_id = $1`, [u.userId]);
    const p = await prospectOf(t.app, u.cookie, { firstName: 'Lucía', lastName: 'Ferrer' });
    const now = new Date();
    const due = await insertReminder(t.app, { userId: u.userId, prospectId: p.id, dueAt: new Date(now.getTime() - 60_000) });
    const later = await insertReminder(t.app, { userId: u.userId, prospectId: p.id, dueAt: new Date(now.getTime() + 3_600_000) });
    await insertReminder(t.app, { userId: u.userId, prospectId: p.id, dueAt: ago(now, 1), status: 'done' });
    const live = await openSocket(t.app, u.cookie);

    await tick(now, { rules: false });
    await tick(new Date(now.getTime() + 1000), { rules: false });
    expect(await notificationsOf(u)).toEqual([{ message: 'Toca hacer el seguimiento de Lucía Ferrer', type: 'follow_up_due', link: `/follow-ups?reminder=${due}` }]);
    const [event] = await live.received('notification.created', 1);
    expect(event.data).toMatchObject({ type: 'follow_up_due', message: 'Toca hacer el seguimiento de Lucía Ferrer', link: `/follow-ups?reminder=${due}`, isRead: false });
    expect((await call(t.app, 'GET', '/api/notifications/unread-count', { cookie: u.cookie })).json()).toEqual({ count: 1 });

    // The later one goes out when its time comes, once, whatever the number of ticks.
    for (const offset of [2, 3]) await tick(new Date(now.getTime() + offset * 3_600_000), { rules: false });
    expect((await notificationsOf(u)).map((n) => n.link)).toEqual([`/follow-ups?reminder=${due}`, `/follow-ups?reminder=${later}`]);
    expect((await live.received('notification.created', 2)).length).toBe(2);
    await new Promise((r) => setTimeout(r, 200));
    expect(live.events.filter((e) => e.type === 'notification.created')).toHaveLength(2);
    live.socket.close();
  });

  it('marks the reminders of an owner without premium access as handled, without a notification', async () => {
    const u = await userOn(t.app, 'expired_trial');
    const p = await prospectOf(t.app, u.cookie);
    const id = await insertReminder(t.app, { userId: u.userId, prospectId: p.id, dueAt: ago(new Date(), 0.01) });
    await tick(new Date(), { rules: false });
    // The only notice is the trial's end (the expiry job), none for the reminder.
    expect((await notificationsOf(u)).map((n) => n.link)).toEqual(['/compare-plans']);
    expect((await remindersOf(u)).find((r) => r.id === id)!.notified_at).not.toBeNull();
  });

  it('turns due task reminders into notifications for everyone, skipping finished tasks', async () => {
    const u = await userOn(t.app, 'free');
    const now = new Date();
    const [open] = await query<{ id: string }>(`insert into tasks (user_id, title, due_at, remind_at) values ($1, 'Order the autumn catalogue', $2, $3) returning id`, [u.userId, now.toISOString(), ago(now, 0.1).toISOString()]);
    await query(`insert into tasks (user_id, title, status, remind_at) values ($1, 'Already done', 'completed', $2)`, [u.userId, ago(now, 0.1).toISOString()]);
    await query(`insert into tasks (user_id, title, remind_at) values ($1, 'Not yet', $2)`, [u.userId, new Date(now.getTime() + DAY_MS).toISOString()]);
    await tick(now, { rules: false });
    await tick(now, { rules: false });
    expect(await notificationsOf(u)).toEqual([{ message: 'Task reminder: Order the autumn catalogue', type: 'task_reminder', link: `/tasks?task=${open!.id}` }]);
    const reminded = await query<{ title: string; reminded_at: Date | null }>('select title, reminded_at from tasks where user_id = $1 order by title', [u.userId]);
    expect(reminded.map((r) => [r.title, r.reminded_at !== null])).toEqual([['Already done', true], ['Not yet', false], ['Order the autumn catalogue', true]]);
  });
});

describe('rule: no contact for N days', () => {
  it('makes one open reminder per silent active prospect, due now, across repeated ticks', async () => {
    const u = await userOn(t.app, 'premium');
    const now = new Date();
    const quiet = await prospectOf(t.app, u.cookie, { firstName: 'Quiet', status: 'interested' });
    const busy = await prospectOf(t.app, u.cookie, { firstName: 'Busy' });
    const won = await prospectOf(t.app, u.cookie, { firstName: 'Won', status: 'enrolled' });
    const fresh = await prospectOf(t.app, u.cookie, { firstName: 'Fresh' });
    await history(quiet.id, { createdAt: ago(now, 60), lastContacted: ago(now, 20) });
    await history(busy.id, { createdAt: ago(now, 60), lastContacted: ago(now, 2) });
    await history(won.id, { createdAt: ago(now, 60), lastContacted: ago(now, 40) });
    await history(fresh.id, { createdAt: ago(now, 3) });

    for (let i = 0; i < 3; i++) await tick(new Date(now.getTime() + i * 60_000));
    const rows = await remindersOf(u);
    expect(rows.map((r) => [r.prospect_id, r.type, r.rule, r.status])).toEqual([[quiet.id, 'auto', 'no_contact', 'pending']]);
    expect(rows[0]!.due_at.getTime()).toBe(now.getTime());
    expect(rows[0]!.notes).toBe(`No contact since ${longDate(ago(now, 20))}. Time to reach out again.`);
    expect((await notificationsOf(u)).map((n) => n.message)).toEqual([`No contact with ${quiet.name} for a while: time to reach out`]);

    // Done counts as being in touch: nothing new until N days later.
    await call(t.app, 'PATCH', `/api/follow-ups/${rows[0]!.id}`, { cookie: u.cookie, body: { status: 'done' } });
    await tick(new Date(Date.now() + 3_600_000));
    expect(await remindersOf(u)).toHaveLength(1);
    // Fifteen days on, silent again (and so are Busy and Fresh by then; Won stays out).
    await tick(new Date(Date.now() + 15 * DAY_MS));
    const later = await remindersOf(u);
    expect(later.filter((r) => r.prospect_id === quiet.id).map((r) => r.status)).toEqual(['done', 'pending']);
    expect(later.map((r) => r.prospect_id).sort()).toEqual([quiet.id, quiet.id, busy.id, fresh.id].sort());
  });

  it('follows the owner’s number of days, and keeps at most the open maximum, best leads first', async () => {
    const u = await userOn(t.app, 'premium');
    await call(t.app, 'PUT', '/api/follow-ups/rules', { cookie: u.cookie, body: { noContact: { enabled: true, days: 30 } } });
    const now = new Date();
    const prospects = [];
    for (let i = 0; i < FOLLOW_UP_AUTO_OPEN_MAX + 3; i++) {
      const p = await prospectOf(t.app, u.cookie, { firstName: `Lead${i}`, leadScore: 10 + i * 5 });
      await history(p.id, { createdAt: ago(now, 90), lastContacted: ago(now, 45) });
      prospects.push(p);
    }
    const recent = await prospectOf(t.app, u.cookie, { firstName: 'Recent' });
    await history(recent.id, { createdAt: ago(now, 90), lastContacted: ago(now, 20) });
    await tick(now);
    await tick(now);
    const ids = (await remindersOf(u)).map((r) => r.prospect_id).sort();
    expect(ids).toEqual(prospects.slice(3).map((p) => p.id).sort());
  });
});

describe('rule: birthday in N days', () => {
  it('reminds of prospects’ and contacts’ birthdays at 09:00 local N days before, once per birthday', async () => {
    const u = await userOn(t.app, 'premium');
    await query(`update user_profiles set time_zone = 'America/New_York' where user_id = $1`, [u.userId]);
    // 08:00 in New York (EDT), three days before 13 March.
    const now = new Date('2026-03-10T12:00:00Z');
    const soon = await prospectOf(t.app, u.cookie, { firstName: 'Soon', birthday: '1990-03-13' });
    const contact = (await call(t.app, 'POST', '/api/contacts', { cookie: u.cookie, body: { firstName: 'Carla', lastName: 'Vidal', email: `carla.${Date.now()}@ex.com`, birthday: '1985-03-11' } })).json();
    expect(contact.birthday).toBe('1985-03-11');
    await call(t.app, 'POST', '/api/contacts', { cookie: u.cookie, body: { firstName: 'Far', lastName: 'Away', email: `far.${Date.now()}@ex.com`, birthday: '1980-03-25' } });
    // A prospect is also a contact (same email): its birthday is reminded once, through the prospect.
    const both = await prospectOf(t.app, u.cookie, { firstName: 'Both', birthday: '1992-03-12' });
    const twin = (await call(t.app, 'GET', `/api/contacts?q=${encodeURIComponent(both.name.split(' ')[1])}`, { cookie: u.cookie })).json().items[0];
    await call(t.app, 'PATCH', `/api/contacts/${twin.id}`, { cookie: u.cookie, body: { birthday: '1992-03-12' } });

    await tick(now);
    await tick(new Date(now.getTime() + 60_000));
    const rows = await remindersOf(u);
    expect(rows.map((r) => [r.prospect_id ?? r.contact_id, r.rule, r.due_at.toISOString()]).sort()).toEqual(
      [
        [soon.id, 'birthday', '2026-03-10T13:00:00.000Z'],
        [contact.id, 'birthday', now.toISOString()],
        [both.id, 'birthday', now.toISOString()],
      ].sort(),
    );
    expect(rows.find((r) => r.prospect_id === soon.id)!.notes).toBe('Birthday on March 13: send your wishes.');

    // Done: not again for this birthday, and again next year.
    const soonReminder = rows.find((r) => r.prospect_id === soon.id)!;
    await query(`update follow_up_reminders set status = 'done', completed_at = $2 where id = $1`, [soonReminder.id, now.toISOString()]);
    await tick(new Date(now.getTime() + 3_600_000));
    expect(await remindersOf(u)).toHaveLength(3);
    await tick(new Date('2027-03-10T12:00:00Z'));
    // (By then the no-contact rule has its say too: only the birthday ones are looked at. 10 March
    // 2027 is before that year's switch to summer time: 09:00 EST is 14:00 UTC.)
    expect((await remindersOf(u)).filter((r) => r.prospect_id === soon.id && r.rule === 'birthday').map((r) => r.due_at.toISOString())).toEqual(['2026-03-10T13:00:00.000Z', '2027-03-10T14:00:00.000Z']);
  });

  it('keeps 29 February on the 28th in other years', async () => {
    const u = await userOn(t.app, 'premium');
    const leap = await prospectOf(t.app, u.cookie, { firstName: 'Leap', birthday: '2000-02-29' });
    await tick(new Date('2027-02-26T12:00:00Z'));
    const row = (await remindersOf(u)).find((r) => r.rule === 'birthday');
    expect(row).toMatchObject({ prospect_id: leap.id, rule: 'birthday', notes: 'Birthday on February 28: send your wishes.' });
    const [next] = await query<{ d: string }>(`select upline_next_birthday('2000-02-29', '2028-02-01')::text as d`);
    expect(next!.d).toBe('2028-02-29');
    expect(longDate(new Date('2027-02-28T00:00:00Z'), false)).toBe('February 28');
  });
});

describe('rule: stay in touch every N days', () => {
  it('validates the cadence on the prospect and reminds a day ahead of it', async () => {
    const u = await userOn(t.app, 'premium');
    const p = await prospectOf(t.app, u.cookie, { firstName: 'Cadence' });
    for (const bad of [0, 366, 2.5, 'weekly']) {
      const res = await call(t.app, 'PATCH', `/api/prospects/${p.id}`, { cookie: u.cookie, body: { stayInTouchDays: bad } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.stayInTouchDays).toBe('Stay in touch every 1 to 365 days');
    }
    expect((await call(t.app, 'PATCH', `/api/prospects/${p.id}`, { cookie: u.cookie, body: { stayInTouchDays: 7 } })).json().stayInTouchDays).toBe(7);
    const monthly = await prospectOf(t.app, u.cookie, { firstName: 'Monthly', stayInTouchDays: 30 });
    const none = await prospectOf(t.app, u.cookie, { firstName: 'None' });
    const now = new Date();
    const last = new Date(now.getTime() - 6.5 * DAY_MS);
    for (const id of [p.id, monthly.id, none.id]) await history(id, { createdAt: ago(now, 8), lastContacted: last });
    // The no-contact rule stays out of the way (8 days < 14).
    await tick(now);
    await tick(now);
    const rows = await remindersOf(u);
    expect(rows.map((r) => [r.prospect_id, r.rule, r.due_at.getTime()])).toEqual([[p.id, 'cadence', last.getTime() + 7 * DAY_MS]]);
    expect(rows[0]!.notes).toBe(`Your stay-in-touch cadence: last contact on ${longDate(last)}.`);
    expect((await call(t.app, 'PATCH', `/api/prospects/${p.id}`, { cookie: u.cookie, body: { stayInTouchDays: null } })).json().stayInTouchDays).toBeNull();
  });
});

describe('rules that must stay silent', () => {
  it('creates nothing for an owner who turned the rules off, or who has no premium access', async () => {
    const off = await userOn(t.app, 'premium');
    await call(t.app, 'PUT', '/api/follow-ups/rules', { cookie: off.cookie, body: { noContact: { enabled: false, days: 14 }, birthday: { enabled: false, days: 3 }, cadence: { enabled: false } } });
    const free = await userOn(t.app, 'free');
    const now = new Date();
    for (const u of [off, free]) {
      const p = await prospectOf(t.app, u.cookie, { birthday: now.toISOString().slice(0, 10), stayInTouchDays: 1 });
      await history(p.id, { createdAt: ago(now, 100), lastContacted: ago(now, 100) });
    }
    await tick(now);
    expect(await remindersOf(off)).toEqual([]);
    expect(await remindersOf(free)).toEqual([]);
  });
});
