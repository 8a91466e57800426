import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_MESSAGES, type TDeal, type TDealActivity } from '../../../shared/deals/deals.schema.js';
import { stageProbability } from '../../../shared/deals/deals.rules.js';
import type { TRealtimeEvent } from '../../plugins/realtime.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created, personBody } from '../../test/records.js';
import { inDays, patchDeal, postDeal } from './deals.test-support.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function historyOf(cookie: string, id: string, query = '') {
  const res = await call(t.app, 'GET', `/api/deals/${id}/activity${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: TDealActivity[]; total: number; page: number; pageSize: number };
}

describe('deal history', () => {
  it('writes one row per change holding every changed field under its API name, newest first', async () => {
    const u = await createUser(t.app);
    const contact = await created(t.app, u.cookie, '/api/contacts', personBody({ company: 'Costa Wellness' }));
    const rep = await created(t.app, u.cookie, '/api/team-members', personBody());
    const deal = await postDeal(t.app, u.cookie, { probability: 40, tags: ['a'] });
    const followUpAt = '2031-04-01T10:00:00+02:00';
    const changes = {
      title: 'New title',
      valueCents: 99_000,
      probability: 45,
      startDate: inDays(1),
      closeDate: inDays(40),
      assignedRepId: rep.id,
      contactId: contact.id,
      tags: ['a', 'b'],
      notes: 'Called twice',
      followUpAt,
    };
    const patched = await patchDeal(t.app, u.cookie, deal.id, changes);
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ version: 2, company: 'Costa Wellness' });
    const moved = await patchDeal(t.app, u.cookie, deal.id, { stage: 'negotiation' });
    expect(moved.json()).toMatchObject({ version: 3, probability: stageProbability('negotiation') });

    const history = await historyOf(u.cookie, deal.id);
    expect(history).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(history.items.map((i) => i.action)).toEqual(['update', 'update', 'created']);
    expect(history.items[2].details).toEqual({});
    expect(history.items[1].details).toEqual({
      title: { from: deal.title, to: 'New title' },
      valueCents: { from: 150_000, to: 99_000 },
      probability: { from: 40, to: 45 },
      startDate: { from: null, to: changes.startDate },
      closeDate: { from: deal.closeDate, to: changes.closeDate },
      assignedRepId: { from: null, to: rep.id },
      contactId: { from: null, to: contact.id },
      company: { from: null, to: 'Costa Wellness' },
      tags: { from: ['a'], to: ['a', 'b'] },
      notes: { from: null, to: 'Called twice' },
      followUpAt: { from: null, to: '2031-04-01T08:00:00.000Z' },
    });
    expect(history.items[0].details).toEqual({ stage: { from: 'proposal', to: 'negotiation' }, probability: { from: 45, to: stageProbability('negotiation') } });
    const second = await historyOf(u.cookie, deal.id, '?page=2&pageSize=2');
    expect(second.items.map((i) => i.action)).toEqual(['created']);
  });

  it('writes nothing and keeps the version when a PATCH changes nothing', async () => {
    const u = await createUser(t.app);
    const deal = await postDeal(t.app, u.cookie, { followUpAt: '2031-01-01T09:00:00.000Z', tags: ['x'] });
    for (const body of [{}, { title: deal.title, tags: ['x'] }, { followUpAt: '2031-01-01T10:00:00+01:00', version: 1 }, { probability: deal.probability, stage: deal.stage }]) {
      const res = await patchDeal(t.app, u.cookie, deal.id, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().version, JSON.stringify(body)).toBe(1);
    }
    expect((await historyOf(u.cookie, deal.id)).total).toBe(1);
  });

  it('stores a lone surrogate as U+FFFD, the same in the deal and in its history', async () => {
    const u = await createUser(t.app);
    const deal = await postDeal(t.app, u.cookie);
    const res = await patchDeal(t.app, u.cookie, deal.id, { title: 'Kit \ud800', tags: ['\udfff'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Kit \ufffd', tags: ['\ufffd'], version: 2 });
    expect((await historyOf(u.cookie, deal.id)).items[0].details.title).toEqual({ from: deal.title, to: 'Kit \ufffd' });
    expect((await patchDeal(t.app, u.cookie, deal.id, { title: 'Kit \ud800' })).json().version).toBe(2);
  });
});

describe('optimistic concurrency', () => {
  it('refuses a stale version from the body or If-Match with 409 and the current deal', async () => {
    const u = await createUser(t.app);
    const deal = await postDeal(t.app, u.cookie);
    const first = await patchDeal(t.app, u.cookie, deal.id, { title: 'First', version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"2"');
    const current = first.json() as TDeal;

    const stale = await patchDeal(t.app, u.cookie, deal.id, { title: 'Stale', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: { code: 'conflict', message: DEAL_MESSAGES.stale, current } });
    for (const ifMatch of ['"1"', 'W/"1"', '1']) {
      const res = await patchDeal(t.app, u.cookie, deal.id, { title: 'Stale' }, { 'if-match': ifMatch });
      expect(res.statusCode, ifMatch).toBe(409);
      expect(res.json().error.current).toEqual(current);
    }
    const fresh = await patchDeal(t.app, u.cookie, deal.id, { title: 'Fresh' }, { 'if-match': 'W/"2"' });
    expect(fresh.json()).toMatchObject({ title: 'Fresh', version: 3 });
    const bad = await patchDeal(t.app, u.cookie, deal.id, { title: 'Bad' }, { 'if-match': 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ version: DEAL_MESSAGES.versionInvalid });
    // A refused update changes nothing, history included.
    expect((await historyOf(u.cookie, deal.id)).total).toBe(3);
  });

  it('lets exactly one of two parallel PATCHes naming the same version through', async () => {
    const u = await createUser(t.app);
    const deal = await postDeal(t.app, u.cookie);
    for (let round = 0; round < 3; round++) {
      const version = deal.version + round;
      const results = await Promise.all([
        patchDeal(t.app, u.cookie, deal.id, { stage: 'negotiation', title: `A${round}`, version }),
        patchDeal(t.app, u.cookie, deal.id, { title: `B${round}` }, { 'if-match': `"${version}"` }),
      ]);
      expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join('\n')).toEqual([200, 409]);
      const loser = results.find((r) => r.statusCode === 409)!;
      expect(loser.json().error.current.version).toBe(version + 1);
    }
    const final = (await call(t.app, 'GET', `/api/deals/${deal.id}`, { cookie: u.cookie })).json() as TDeal;
    expect(final.version).toBe(deal.version + 3);
    expect((await historyOf(u.cookie, deal.id)).total).toBe(4);
  });

  it('without a version the last write wins, still recorded and still counted', async () => {
    const u = await createUser(t.app);
    const deal = await postDeal(t.app, u.cookie);
    const results = await Promise.all(['One', 'Two', 'Three'].map((title) => patchDeal(t.app, u.cookie, deal.id, { title })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const final = (await call(t.app, 'GET', `/api/deals/${deal.id}`, { cookie: u.cookie })).json() as TDeal;
    expect(final.version).toBe(4);
    const history = await historyOf(u.cookie, deal.id);
    expect(history.total).toBe(4);
    expect(history.items[0].details.title.to).toBe(final.title);
  });
});

describe('realtime', () => {
  it('publishes deal.updated to the owner after a create, an update and a delete, not after a no-op', async () => {
    const u = await createUser(t.app);
    const events: TRealtimeEvent[] = [];
    const publish = t.app.realtime.publish;
    t.app.realtime.publish = async (event) => void events.push(event);
    try {
      const deal = await postDeal(t.app, u.cookie, { title: 'Live' });
      await patchDeal(t.app, u.cookie, deal.id, { stage: 'negotiation' });
      await patchDeal(t.app, u.cookie, deal.id, { stage: 'negotiation' });
      await patchDeal(t.app, u.cookie, deal.id, { stage: 'Imaginary' });
      await call(t.app, 'DELETE', `/api/deals/${deal.id}`, { cookie: u.cookie });
      const to = { userIds: [u.userId] };
      expect(events).toEqual([
        { to, type: 'deal.updated', data: { id: deal.id, title: 'Live', stage: 'proposal', version: 1 } },
        { to, type: 'deal.updated', data: { id: deal.id, title: 'Live', stage: 'negotiation', version: 2 } },
        { to, type: 'deal.updated', data: { id: deal.id, title: 'Live', stage: 'negotiation', version: 2, deleted: true } },
      ]);
    } finally {
      t.app.realtime.publish = publish;
    }
  });
});
