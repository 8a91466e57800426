import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance, createTestApp, type TTestApp } from '../../test/test-app.js';
import { DAY_MS, openSocket, prospectOf, userOn, type TTestUser } from '../follow-ups/follow-ups.test-support.js';
import { insertNoContactReminders, type TRuleInput } from './scheduler.repository.js';
import { runSchedulerTick } from './scheduler.service.js';

/**
 * Two server instances on one PostgreSQL database run the scheduler at the same moment (instances
 * cannot share a PGlite, so this runs with TEST_DATABASE_URL only).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two schedulers on one PostgreSQL', () => {
  let first: TTestApp;
  let second: TTestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await createSecondInstance(first);
    await first.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const query = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => first.app.database.query<T>(text, params);
  const deps = (t: TTestApp) => ({ db: t.app.db, realtime: t.app.realtime });

  /** A seller with `silent` prospects nobody contacted for a month, one birthday tomorrow, and `due` manual reminders already due. */
  async function seller(now: Date, silent: number, due: number): Promise<TTestUser> {
    const u = await userOn(first.app, 'premium');
    for (let i = 0; i < silent; i++) {
      const p = await prospectOf(first.app, u.cookie, { leadScore: i });
      await query('update prospects set created_at = $2, last_contacted = $2 where id = $1', [p.id, new Date(now.getTime() - 30 * DAY_MS).toISOString()]);
    }
    const tomorrow = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
    const birthday = await prospectOf(first.app, u.cookie, { birthday: `1990-${tomorrow.slice(5)}` });
    await query(
      `insert into follow_up_reminders (user_id, prospect_id, due_at, notes)
       select $1, $2, $3::timestamptz - g * interval '1 minute', 'Call ' || g from generate_series(1, $4::int) g`,
      [u.userId, birthday.id, now.toISOString(), due],
    );
    return u;
  }

  it('create each automatic reminder once and notify each due reminder once, live, once', async () => {
    const now = new Date();
    const sellers = [];
    for (let i = 0; i < 4; i++) sellers.push(await seller(now, 6, 400));
    const ids = sellers.map((s) => s.userId);
    const live = await openSocket(first.app, sellers[0]!.cookie);

    // Small batches make the two claim loops interleave many times.
    const [a, b] = await Promise.all([runSchedulerTick(deps(first), { now, batch: 20 }), runSchedulerTick(deps(second), { now, batch: 20 })]);
    const [c, d] = await Promise.all([runSchedulerTick(deps(first), { now, batch: 20 }), runSchedulerTick(deps(second), { now, batch: 20 })]);

    // Six silent prospects and one birthday per seller: 28 automatic reminders, one per person and rule.
    expect(a.created + b.created).toBe(28);
    expect(c.created + d.created).toBe(0);
    const [auto] = await query<{ n: number }>(`select count(*)::int as n from follow_up_reminders where type = 'auto' and user_id = any($1)`, [ids]);
    expect(auto!.n).toBe(28);
    expect(await query(`select user_id, prospect_id, rule from follow_up_reminders where type = 'auto' and status = 'pending' group by 1, 2, 3 having count(*) > 1`)).toEqual([]);

    // 1,600 manual reminders and the 28 automatic ones, all due: each claimed by one instance, notified once.
    expect(a.followUpsClaimed + b.followUpsClaimed).toBe(1628);
    expect(a.followUpsClaimed).toBeGreaterThan(0);
    expect(b.followUpsClaimed).toBeGreaterThan(0);
    expect(c.followUpsClaimed + d.followUpsClaimed).toBe(0);
    const [unnotified] = await query<{ n: number }>(`select count(*)::int as n from follow_up_reminders where notified_at is null and user_id = any($1)`, [ids]);
    expect(unnotified!.n).toBe(0);
    const [notes] = await query<{ n: number; links: number }>(`select count(*)::int as n, count(distinct link)::int as links from notifications where type = 'follow_up_due' and user_id = any($1)`, [ids]);
    expect(notes).toEqual({ n: 1628, links: 1628 });

    // The first seller's socket, held by the first instance, got each of her 407 notifications once,
    // whichever instance wrote it (fan-out through LISTEN/NOTIFY).
    const events = await live.received('notification.created', 407, 15_000);
    await new Promise((r) => setTimeout(r, 300));
    const pushed = live.events.filter((e) => e.type === 'notification.created').map((e) => e.data.id as string);
    expect(events.length).toBe(407);
    expect(pushed.length).toBe(407);
    expect(new Set(pushed).size).toBe(407);
    live.socket.close();
  });

  it('the unique indexes alone keep one open reminder per person when both insert the same candidates at once', async () => {
    const now = new Date();
    const u = await seller(now, 8, 0);
    const inputs: TRuleInput[] = [{ user_id: u.userId, zone: 'UTC', days: 14, note: 'No contact since {{date}}', pattern: '{{day}}.{{month}}.{{year}}', months: '1|2|3|4|5|6|7|8|9|10|11|12' }];
    let created = 0;
    for (let round = 0; round < 5; round++) {
      const counts = await Promise.all([
        first.app.db.transaction((tx) => insertNoContactReminders(tx, now, inputs)),
        second.app.db.transaction((tx) => insertNoContactReminders(tx, now, inputs)),
      ]);
      created += counts[0] + counts[1];
    }
    expect(created).toBe(8);
    const rows = await query<{ prospect_id: string }>(`select prospect_id from follow_up_reminders where user_id = $1 and rule = 'no_contact'`, [u.userId]);
    expect(new Set(rows.map((r) => r.prospect_id)).size).toBe(8);
    expect(rows).toHaveLength(8);
  });
});
