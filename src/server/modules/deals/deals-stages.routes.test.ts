import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPEN_STAGES } from '../../../shared/deals/deals.constants.js';
import { stageHoldsDealsMessage } from '../../../shared/deals/deals.schema.js';
import type { TNotification } from '../../../shared/notifications/notifications.schema.js';
import { runSchedulerTick } from '../scheduler/scheduler.service.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { listDeals, patchDeal, postDeal } from './deals.test-support.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patchMe = (cookie: string, body: unknown) => call(t.app, 'PATCH', '/api/me', { cookie, body });
const stagesOf = async (cookie: string) => (await call(t.app, 'GET', '/api/me', { cookie })).json().pipelineStages as string[];
const dealStages = async (cookie: string) => (await listDeals(t.app, cookie, 'sort=title:asc')).items.map((d) => `${d.title}:${d.stage}`);

describe('pipeline stages in the profile', () => {
  it('stores only the open stages', async () => {
    const u = await createUser(t.app);
    const res = await patchMe(u.cookie, { pipelineStages: ['New', 'closed_won', 'Demo', 'closed_lost'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pipelineStages).toEqual(['New', 'Demo']);
    const board = (await call(t.app, 'GET', '/api/deals/board', { cookie: u.cookie })).json();
    expect(board.stages.map((s: { stage: string }) => s.stage)).toEqual(['New', 'Demo', 'closed_won', 'closed_lost']);
  });

  it('moves the deals of renamed stages with the new names, swaps included', async () => {
    const u = await createUser(t.app);
    await postDeal(t.app, u.cookie, { title: 'a', stage: 'proposal' });
    await postDeal(t.app, u.cookie, { title: 'b', stage: 'contacted' });
    await postDeal(t.app, u.cookie, { title: 'c', stage: 'closed_won' });
    const renamed = await patchMe(u.cookie, {
      pipelineStages: ['lead_generation', 'qualification', 'Reached', 'Offer sent', 'negotiation'],
      pipelineStageRenames: [{ from: 'proposal', to: 'Offer sent' }, { from: 'contacted', to: 'Reached' }],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await dealStages(u.cookie)).toEqual(['a:Offer sent', 'b:Reached', 'c:closed_won']);
    const swapped = await patchMe(u.cookie, { pipelineStageRenames: [{ from: 'Offer sent', to: 'Reached' }, { from: 'Reached', to: 'Offer sent' }] });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(await dealStages(u.cookie)).toEqual(['a:Reached', 'b:Offer sent', 'c:closed_won']);
    // A renamed stage is a stage of the pipeline for the deals too.
    const [deal] = (await listDeals(t.app, u.cookie, 'q=a&sort=title:asc')).items;
    expect((await patchDeal(t.app, u.cookie, deal.id, { stage: 'proposal' })).statusCode).toBe(400);
    expect((await patchDeal(t.app, u.cookie, deal.id, { stage: 'Offer sent' })).statusCode).toBe(200);
  });

  it('refuses to drop a stage that still holds deals (409), saving nothing, renames included', async () => {
    const u = await createUser(t.app);
    await postDeal(t.app, u.cookie, { title: 'a', stage: 'contacted' });
    await postDeal(t.app, u.cookie, { title: 'b', stage: 'contacted' });
    await postDeal(t.app, u.cookie, { title: 'c', stage: 'proposal' });
    const res = await patchMe(u.cookie, { city: 'Lyon', pipelineStages: ['lead_generation', 'Offer'], pipelineStageRenames: [{ from: 'proposal', to: 'Offer' }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'conflict', message: stageHoldsDealsMessage('contacted', 2) });
    expect(res.json().error.message).toBe('Stage "contacted" still holds 2 deals: move them to another stage first');
    expect(await stagesOf(u.cookie)).toEqual([]);
    expect((await call(t.app, 'GET', '/api/me', { cookie: u.cookie })).json().city).not.toBe('Lyon');
    expect(await dealStages(u.cookie)).toEqual(['a:contacted', 'b:contacted', 'c:proposal']);

    // Moved out first, the stage can go; an empty list then restores the defaults only if nothing is stranded.
    const ok = await patchMe(u.cookie, { pipelineStages: ['lead_generation', 'Offer'], pipelineStageRenames: [{ from: 'proposal', to: 'Offer' }, { from: 'contacted', to: 'Offer' }] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await dealStages(u.cookie)).toEqual(['a:Offer', 'b:Offer', 'c:Offer']);
    const reset = await patchMe(u.cookie, { pipelineStages: [] });
    expect(reset.statusCode).toBe(409);
    expect(reset.json().error.message).toBe(stageHoldsDealsMessage('Offer', 3));
    expect(await stagesOf(u.cookie)).toEqual(['lead_generation', 'Offer']);
  });

  it('refuses renames to a stage outside the pipeline, of a closed stage, or twice from one stage', async () => {
    const u = await createUser(t.app);
    await postDeal(t.app, u.cookie, { stage: 'proposal' });
    for (const renames of [[{ from: 'proposal', to: 'Nowhere' }], [{ from: 'closed_won', to: 'proposal' }], [{ from: 'proposal', to: 'contacted' }, { from: 'proposal', to: 'negotiation' }], [{ from: 'proposal' }]]) {
      const res = await patchMe(u.cookie, { pipelineStageRenames: renames });
      expect(res.statusCode, JSON.stringify(renames)).toBe(400);
      expect(Object.keys(res.json().error.fields)[0]).toMatch(/^pipelineStageRenames/);
    }
    expect((await listDeals(t.app, u.cookie)).items[0].stage).toBe('proposal');
    expect(DEFAULT_OPEN_STAGES).toContain('proposal');
  });
});

describe('deal follow-up reminders', () => {
  const tick = (now: Date) => runSchedulerTick({ db: t.app.db, realtime: t.app.realtime }, { now, rules: false, hotLeads: false });
  const notificationsOf = async (cookie: string) => (await call(t.app, 'GET', '/api/notifications', { cookie })).json().items as TNotification[];

  it('notifies the owner once when the follow-up time passes, in her language, and again after it moves', async () => {
    const u = await createUser(t.app);
    expect((await patchMe(u.cookie, { language: 'de' })).statusCode).toBe(200);
    const soon = new Date(Date.now() + 60_000);
    const deal = await postDeal(t.app, u.cookie, { title: 'Kits für Köln', followUpAt: soon.toISOString() });
    await postDeal(t.app, u.cookie, { title: 'Later', followUpAt: new Date(Date.now() + 86_400_000).toISOString() });

    await tick(new Date());
    expect(await notificationsOf(u.cookie)).toEqual([]);
    const later = new Date(soon.getTime() + 1000);
    const first = await tick(later);
    expect(first.dealsClaimed).toBeGreaterThanOrEqual(1);
    const notes = await notificationsOf(u.cookie);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'deal_follow_up', message: 'Zeit für ein Follow-up zum Deal Kits für Köln', link: `/pipeline?deal=${deal.id}`, isRead: false });
    await tick(new Date(later.getTime() + 1000));
    expect(await notificationsOf(u.cookie)).toHaveLength(1);
    // Claiming is not an edit: the version the seller holds stays valid.
    expect((await call(t.app, 'GET', `/api/deals/${deal.id}`, { cookie: u.cookie })).json().version).toBe(1);

    const moved = new Date(later.getTime() + 3_600_000);
    expect((await patchDeal(t.app, u.cookie, deal.id, { followUpAt: moved.toISOString() })).statusCode).toBe(200);
    await tick(new Date(moved.getTime() + 1000));
    expect(await notificationsOf(u.cookie)).toHaveLength(2);
  });
});
