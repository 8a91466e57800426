import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.js';
import { hotLeadBand } from '../../../shared/hot-leads/hot-leads.rules.js';
import { seedDemoIfEmpty } from './demo.js';

let t: TTestApp;
let sellerId: string;
let seededAt: Date;

beforeAll(async () => {
  t = await createTestApp();
  seededAt = new Date();
  await seedDemoIfEmpty(t.app);
  [{ id: sellerId }] = await t.app.database.query<{ id: string }>(`select id from "user" where email = 'seller@upline.local'`);
});
afterAll(() => t.close());

interface TScored {
  status: string;
  score: number;
  sends: number;
  opens: number;
  first_event: Date | null;
  created_at: Date;
}

describe('demo hot leads', () => {
  it('gives the seller engagement that follows the funnel, scored by the refresh', async () => {
    const rows = await t.app.database.query<TScored>(
      `select p.status, h.score, p.created_at,
         (select count(*)::int from prospect_engagement e where e.prospect_id = p.id and e.kind = 'sent') as sends,
         (select count(*)::int from prospect_engagement e where e.prospect_id = p.id and e.kind = 'open') as opens,
         (select min(e.occurred_at) from prospect_engagement e where e.prospect_id = p.id) as first_event
       from prospects p left join hot_lead_scores h on h.prospect_id = p.id where p.user_id = $1`,
      [sellerId],
    );
    const byStatus = (status: string) => rows.filter((r) => r.status === status);
    // Everything happened after the prospect arrived and before the seed.
    for (const r of rows.filter((x) => x.first_event)) {
      expect(new Date(r.first_event!).getTime()).toBeGreaterThan(new Date(r.created_at).getTime());
    }
    const [{ newest }] = await t.app.database.query<{ newest: Date }>('select max(occurred_at) as newest from prospect_engagement where user_id = $1', [sellerId]);
    expect(new Date(newest).getTime()).toBeLessThan(seededAt.getTime());
    // Booked demos and customers are hot; cold leads got emails they never opened.
    for (const r of [...byStatus('demo_scheduled'), ...byStatus('enrolled')]) expect(hotLeadBand(r.score)).toBe('hot');
    for (const r of byStatus('cold_lead')) expect(r.opens).toBe(0);
    expect(byStatus('cold_lead').some((r) => r.sends > 0)).toBe(true);
    expect(new Set(rows.filter((r) => r.score !== null).map((r) => hotLeadBand(r.score)))).toEqual(new Set(['hot', 'warm', 'cool']));
    // The scores are the refresh's: nothing left stale for the scheduler.
    const [state] = await t.app.database.query<{ changes: string; refreshed_changes: string }>('select changes, refreshed_changes from hot_lead_refresh_state where user_id = $1', [sellerId]);
    expect(Number(state!.refreshed_changes)).toBe(Number(state!.changes));
  });
});
