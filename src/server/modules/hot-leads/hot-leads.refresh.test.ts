import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance, createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { hotLeadParts, hotLeadScore, tallyHotLead } from '../../../shared/hot-leads/hot-leads.rules.js';
import { runSchedulerTick } from '../scheduler/scheduler.service.js';
import { refreshHotLeads, refreshStaleHotLeads } from './hot-leads.service.js';
import { emptyRecord, engage, logActivity, prospectOf, scoresOf, stateOf, userOn, type TRecorded, type TTestUser } from './hot-leads.test-support.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (u: TTestUser) => call(t.app, 'POST', '/api/hot-leads/refresh', { cookie: u.cookie });
const tick = (now = new Date()) => runSchedulerTick({ db: t.app.db, realtime: t.app.realtime }, { now, rules: false });

/** The shared rules' answer for what was recorded. */
function expected(record: TRecorded) {
  const tally = tallyHotLead(record.events, record.activities);
  const parts = hotLeadParts(tally);
  return { score: hotLeadScore(parts), ...parts, interactionCount: tally.interactionCount, lastEngagementAt: tally.lastEngagementAt };
}

describe('the refresh statement', () => {
  it('gives exactly the shared formula’s scores, edge cases included', async () => {
    const u = await userOn(t.app, 'premium');
    const cases: Record<string, { id: string; record: TRecorded }> = {};
    const prospect = async (name: string) => {
      const p = await prospectOf(t.app, u.cookie, { firstName: name });
      cases[name] = { id: p.id, record: emptyRecord() };
      return { id: p.id, record: cases[name]!.record };
    };

    // No sends: opens and clicks earn nothing, only the page time counts (100 s of 300: 6.67 → 7).
    const noSends = await prospect('NoSends');
    await engage(t.app, u, noSends.id, noSends.record, 'open');
    await engage(t.app, u, noSends.id, noSends.record, 'click');
    await engage(t.app, u, noSends.id, noSends.record, 'page_time', { seconds: 100, minutesAgo: 5 });

    // More opens and clicks than sends: each rate stops at 1.
    const forwarded = await prospect('Forwarded');
    await engage(t.app, u, forwarded.id, forwarded.record, 'sent', { minutesAgo: 300 });
    for (let i = 0; i < 3; i++) await engage(t.app, u, forwarded.id, forwarded.record, 'open', { minutesAgo: 200 - i });
    await engage(t.app, u, forwarded.id, forwarded.record, 'click', { minutesAgo: 100 });
    await engage(t.app, u, forwarded.id, forwarded.record, 'click', { minutesAgo: 99 });

    // Page time beyond the target: the time share stops at 20 points.
    const reader = await prospect('Reader');
    await engage(t.app, u, reader.id, reader.record, 'sent');
    await engage(t.app, u, reader.id, reader.record, 'page_time', { seconds: 250 });
    await engage(t.app, u, reader.id, reader.record, 'page_time', { seconds: 4_000 });

    // Cancelled activities count for nothing; an answered email is a send and a click: 3 sends, 1 open, 1 click.
    const emailed = await prospect('Emailed');
    await logActivity(t.app, u, emailed.id, emailed.record, { type: 'email', outcome: 'positive_interaction', status: 'cancelled', minutesAgo: 1 });
    await logActivity(t.app, u, emailed.id, emailed.record, { type: 'email_sent', outcome: 'positive_interaction' });
    await logActivity(t.app, u, emailed.id, emailed.record, { type: 'email', status: 'scheduled', minutesAgo: 30 });
    await engage(t.app, u, emailed.id, emailed.record, 'open', { minutesAgo: 20 });
    await engage(t.app, u, emailed.id, emailed.record, 'sent', { minutesAgo: 500 });

    // Only activities: a booked demo without any send earns no click rate, but counts as an interaction.
    const caller = await prospect('Caller');
    await logActivity(t.app, u, caller.id, caller.record, { type: 'call', outcome: 'demo_booked', minutesAgo: 10 });
    await logActivity(t.app, u, caller.id, caller.record, { type: 'demo', outcome: 'sale_closed', minutesAgo: 8 });

    // A third: 1 open of 3 sends (13.33) and 1 click of 3 (13.33) with 150 s (10): 36.67 → 37.
    const thirds = await prospect('Thirds');
    for (let i = 0; i < 3; i++) await engage(t.app, u, thirds.id, thirds.record, 'sent', { minutesAgo: 400 + i });
    await engage(t.app, u, thirds.id, thirds.record, 'open');
    await engage(t.app, u, thirds.id, thirds.record, 'click');
    await engage(t.app, u, thirds.id, thirds.record, 'page_time', { seconds: 150 });

    // Nothing at all: no score row. A cancelled activity alone is nothing too.
    const silent = await prospect('Silent');
    const cancelledOnly = await prospect('CancelledOnly');
    await logActivity(t.app, u, cancelledOnly.id, cancelledOnly.record, { type: 'email', status: 'cancelled' });

    const res = await refresh(u);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ refreshed: 6, refreshedAt: expect.any(String) });
    const rows = await scoresOf(t.app, u);
    expect(rows.has(silent.id)).toBe(false);
    expect(rows.has(cancelledOnly.id)).toBe(false);
    for (const [name, { id, record }] of Object.entries(cases).filter(([, c]) => c.id !== silent.id && c.id !== cancelledOnly.id)) {
      const want = expected(record);
      const row = rows.get(id)!;
      expect(row.score, name).toBe(want.score);
      expect(row.open_rate, name).toBeCloseTo(want.openRate, 6);
      expect(row.click_rate, name).toBeCloseTo(want.clickRate, 6);
      expect(row.time_on_page_score, name).toBeCloseTo(want.timeOnPageScore, 6);
      expect(row.interaction_count, name).toBe(want.interactionCount);
      expect(new Date(row.last_engagement_at!).getTime(), name).toBe(want.lastEngagementAt!.getTime());
    }
    expect(Object.fromEntries(Object.entries(cases).filter(([, c]) => rows.has(c.id)).map(([name, c]) => [name, rows.get(c.id)!.score]))).toEqual({
      NoSends: 7,
      Forwarded: 80,
      Reader: 20,
      Emailed: 27,
      Caller: 0,
      Thirds: 37,
    });
  });

  it('drops the score of a prospect left with nothing to score, and keeps other owners’ scores', async () => {
    const [u, other] = await Promise.all([userOn(t.app, 'premium'), userOn(t.app, 'premium')]);
    const p = await prospectOf(t.app, u.cookie);
    const q = await prospectOf(t.app, other.cookie);
    const record = emptyRecord();
    await logActivity(t.app, u, p.id, record, { type: 'email', outcome: 'positive_interaction' });
    await engage(t.app, other, q.id, emptyRecord(), 'sent');
    await refresh(u);
    await refresh(other);
    // An answered email: one send, one click, no open.
    expect((await scoresOf(t.app, u)).get(p.id)?.score).toBe(40);
    await t.app.database.query(`update activities set status = 'cancelled' where prospect_id = $1`, [p.id]);
    expect((await refresh(u)).json().refreshed).toBe(0);
    expect((await scoresOf(t.app, u)).size).toBe(0);
    expect((await scoresOf(t.app, other)).get(q.id)?.score).toBe(0);
    // Deleting the prospect deletes its score at once.
    expect((await call(t.app, 'DELETE', `/api/prospects/${q.id}`, { cookie: other.cookie })).statusCode).toBe(204);
    expect((await scoresOf(t.app, other)).size).toBe(0);
  });

  it('rewrites only the scores that changed, and lists every score as of the owner’s refresh', async () => {
    const u = await userOn(t.app, 'premium');
    const [p, q] = [await prospectOf(t.app, u.cookie), await prospectOf(t.app, u.cookie)];
    await engage(t.app, u, p.id, emptyRecord(), 'sent');
    await engage(t.app, u, q.id, emptyRecord(), 'sent');
    const first = new Date(Date.now() - 60_000);
    expect((await refreshHotLeads(t.app.db, u.userId, first)).refreshed).toBe(2);
    await engage(t.app, u, q.id, emptyRecord(), 'open');
    const second = new Date();
    expect((await refreshHotLeads(t.app.db, u.userId, second)).refreshed).toBe(2);
    const rows = await scoresOf(t.app, u);
    expect(new Date(rows.get(p.id)!.refreshed_at).getTime()).toBe(first.getTime());
    expect(new Date(rows.get(q.id)!.refreshed_at).getTime()).toBe(second.getTime());
    const list = (await call(t.app, 'GET', '/api/hot-leads', { cookie: u.cookie })).json();
    expect(list.items.map((i: { refreshedAt: string }) => i.refreshedAt)).toEqual([second.toISOString(), second.toISOString()]);
    expect(list.refreshedAt).toBe(second.toISOString());
  });

  it('survives two refreshes of the same owner at once, with the same answer', async () => {
    const u = await userOn(t.app, 'premium');
    for (let i = 0; i < 5; i++) {
      const p = await prospectOf(t.app, u.cookie);
      await engage(t.app, u, p.id, emptyRecord(), 'sent');
      await engage(t.app, u, p.id, emptyRecord(), 'open');
    }
    const answers = await Promise.all([refreshHotLeads(t.app.db, u.userId), refreshHotLeads(t.app.db, u.userId), refresh(u).then((r) => r.json())]);
    expect(answers.map((a) => a.refreshed)).toEqual([5, 5, 5]);
    expect([...(await scoresOf(t.app, u)).values()].map((r) => r.score)).toEqual([40, 40, 40, 40, 40]);
  });
});

describe('the scheduler', () => {
  it('refreshes an owner whose engagement changed once, and again only after the next change', async () => {
    // Whatever earlier tests left stale is refreshed first.
    await tick();
    const [u, free] = await Promise.all([userOn(t.app, 'premium'), userOn(t.app, 'free')]);
    const p = await prospectOf(t.app, u.cookie);
    const f = await prospectOf(t.app, free.cookie);
    await engage(t.app, u, p.id, emptyRecord(), 'sent');
    await engage(t.app, u, p.id, emptyRecord(), 'click');
    await engage(t.app, free, f.id, emptyRecord(), 'open');
    expect(await stateOf(t.app, u)).toMatchObject({ refreshed_at: null });

    const first = new Date();
    expect((await tick(first)).hotLeadOwners).toBe(1);
    expect((await scoresOf(t.app, u)).get(p.id)?.score).toBe(40);
    const state = await stateOf(t.app, u);
    expect(Number(state!.refreshed_changes)).toBe(Number(state!.changes));
    expect(new Date(state!.refreshed_at!).getTime()).toBe(first.getTime());

    // Nothing changed: the next tick leaves her alone. The free owner is never refreshed.
    expect((await tick(new Date(first.getTime() + 60_000))).hotLeadOwners).toBe(0);
    expect(new Date((await stateOf(t.app, u))!.refreshed_at!).getTime()).toBe(first.getTime());
    expect((await scoresOf(t.app, free)).size).toBe(0);

    // A new open (or an activity) makes her stale again.
    await engage(t.app, u, p.id, emptyRecord(), 'open');
    expect((await tick()).hotLeadOwners).toBe(1);
    expect((await scoresOf(t.app, u)).get(p.id)?.score).toBe(80);
    await logActivity(t.app, u, p.id, emptyRecord(), { type: 'email_sent' });
    expect((await tick()).hotLeadOwners).toBe(1);
    expect((await scoresOf(t.app, u)).get(p.id)?.score).toBe(40);
    // An edit that changes nothing the score reads does not.
    await t.app.database.query(`update activities set title = 'Renamed' where prospect_id = $1`, [p.id]);
    expect((await tick()).hotLeadOwners).toBe(0);
  });

  it('lets a deleted account go with its activities, engagement and scores', async () => {
    const u = await userOn(t.app, 'premium');
    const p = await prospectOf(t.app, u.cookie);
    await engage(t.app, u, p.id, emptyRecord(), 'sent');
    await logActivity(t.app, u, p.id, emptyRecord(), { type: 'call' });
    await refresh(u);
    await t.app.database.query('delete from "user" where id = $1', [u.userId]);
    expect(await stateOf(t.app, u)).toBeUndefined();
    expect((await scoresOf(t.app, u)).size).toBe(0);
  });
});

/** Two server instances on one PostgreSQL database refresh at once (instances cannot share a PGlite). */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two schedulers on one PostgreSQL', () => {
  it('refresh each stale owner once between them', async () => {
    const second = await createSecondInstance(t);
    try {
      await refreshStaleHotLeads(t.app.db);
      const owners = await Promise.all(Array.from({ length: 6 }, () => userOn(t.app, 'premium')));
      for (const u of owners) {
        for (let i = 0; i < 20; i++) {
          const p = await prospectOf(t.app, u.cookie);
          await engage(t.app, u, p.id, emptyRecord(), 'sent');
        }
      }
      const counts = await Promise.all([refreshStaleHotLeads(t.app.db, new Date(), 1), refreshStaleHotLeads(second.app.db, new Date(), 1)]);
      expect(counts[0] + counts[1]).toBe(owners.length);
      for (const u of owners) expect((await scoresOf(t.app, u)).size).toBe(20);
    } finally {
      await second.close();
    }
  });
});
