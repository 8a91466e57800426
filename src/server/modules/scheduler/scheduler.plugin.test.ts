import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.js';
import { insertReminder, prospectOf, userOn } from '../follow-ups/follow-ups.test-support.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ scheduler: { enabled: true, intervalMs: 100, rulesIntervalMs: 60_000, hotLeadsIntervalMs: 60_000 } });
});
afterAll(() => t.close());

describe('the scheduler loop', () => {
  it('runs on its own once the app is ready, and a reminder that falls due reaches the bell', async () => {
    const u = await userOn(t.app, 'premium');
    const p = await prospectOf(t.app, u.cookie, { firstName: 'Loop' });
    const id = await insertReminder(t.app, { userId: u.userId, prospectId: p.id, dueAt: new Date(Date.now() + 300) });
    const started = Date.now();
    let links: string[] = [];
    while (links.length === 0 && Date.now() - started < 10_000) {
      await new Promise((r) => setTimeout(r, 100));
      links = (await t.app.database.query<{ link: string }>('select link from notifications where user_id = $1', [u.userId])).map((r) => r.link);
    }
    expect(links).toEqual([`/follow-ups?reminder=${id}`]);
    // Later ticks leave it alone.
    await new Promise((r) => setTimeout(r, 500));
    expect(await t.app.database.query('select id from notifications where user_id = $1', [u.userId])).toHaveLength(1);
  });
});
