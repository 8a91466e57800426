import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { FUNNEL_STAGES } from '../../../shared/prospects/prospects.schema.js';
import { FUNNEL_COLUMN_SIZE, type TFunnelBoard } from '../../../shared/funnel/funnel.schema.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { queryRows } from '../../lib/sql.js';
import { countByStageSql, firstCardsSql } from './funnel.repository.js';
import { insertProspects, prospectOf, userOn, type TTestUser } from './funnel.test-support.js';

let t: TTestApp;
let seller: TTestUser;
let free: TTestUser;
let stranger: TTestUser;

beforeAll(async () => {
  t = await createTestApp();
  [seller, free, stranger] = await Promise.all([userOn(t.app, 'premium'), userOn(t.app, 'free'), userOn(t.app, 'premium')]);
});
afterAll(() => t.close());

const api = (user: TTestUser, method: 'GET' | 'PATCH', url: string, body?: unknown) => call(t.app, method, url, { cookie: user.cookie, body });
const board = async (user: TTestUser, query = '') => {
  const res = await api(user, 'GET', `/api/funnel${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TFunnelBoard;
};
const column = (b: TFunnelBoard, stage: string) => b.stages.find((s) => s.stage === stage)!;
const events = async (user: TTestUser, id: string) => (await api(user, 'GET', `/api/funnel/prospects/${id}/events`)).json().items as { id: string; from: string | null; to: string; at: string }[];

describe('premium gating', () => {
  it('answers 403 premium_required to a free user and an ended trial on every endpoint, whatever the input', async () => {
    const expired = await userOn(t.app, 'expired_trial');
    const p = await prospectOf(t.app, free.cookie);
    for (const user of [free, expired]) {
      for (const [method, url, body] of [
        ['GET', '/api/funnel'],
        ['GET', '/api/funnel/cards?stage=enrolled'],
        ['GET', '/api/funnel/cards?stage=nope'],
        ['PATCH', `/api/funnel/prospects/${p.id}`, { stage: 'enrolled' }],
        ['PATCH', `/api/funnel/prospects/${p.id}`, { stage: 'nope' }],
        ['PATCH', '/api/funnel/prospects/not-an-id', { stage: 'enrolled' }],
        ['GET', `/api/funnel/prospects/${p.id}/events`],
      ] as const) {
        const res = await api(user, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error.code).toBe('premium_required');
      }
    }
    // Refused before anything was written.
    expect((await call(t.app, 'GET', `/api/prospects/${p.id}`, { cookie: free.cookie })).json().funnelStage).toBeNull();
  });

  it('opens the board to a running trial, and asks a visitor to sign in', async () => {
    const trial = await userOn(t.app, 'trial');
    expect((await api(trial, 'GET', '/api/funnel')).statusCode).toBe(200);
    const res = await call(t.app, 'GET', '/api/funnel');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });
});

describe('the board', () => {
  it('lists the twelve stages in order with their counts; a prospect without a stage stands in new prospect', async () => {
    const u = await userOn(t.app, 'premium');
    const empty = await board(u);
    expect(empty.stages.map((s) => s.stage)).toEqual([...FUNNEL_STAGES]);
    expect(empty.stages.every((s) => s.count === 0 && s.items.length === 0)).toBe(true);

    const none = await prospectOf(t.app, u.cookie, { firstName: 'Nadia', lastName: 'Kern', companyName: 'Kern Studio', leadScore: 35 });
    const staged = await prospectOf(t.app, u.cookie, { firstName: 'Omar', lastName: 'Haddad', funnelStage: 'negotiation', status: 'interested', leadScore: 70 });
    await prospectOf(t.app, u.cookie, { funnelStage: 'negotiation' });
    // Another seller's prospects never show.
    await prospectOf(t.app, stranger.cookie, { funnelStage: 'negotiation' });

    const b = await board(u);
    expect(column(b, 'new_prospect').count).toBe(1);
    expect(column(b, 'negotiation').count).toBe(2);
    expect(b.stages.reduce((sum, s) => sum + s.count, 0)).toBe(3);
    expect(column(b, 'new_prospect').items[0]).toEqual({
      id: none.id,
      name: 'Nadia Kern',
      email: expect.any(String),
      companyName: 'Kern Studio',
      status: 'cold_lead',
      leadScore: 35,
      // Never staged: in its column since it was added.
      stageUpdatedAt: none.createdAt,
      lastActivityAt: null,
    });
    // Newest arrival first.
    expect(column(b, 'negotiation').items.map((c) => c.id)[1]).toBe(staged.id);
    expect(column(b, 'negotiation').items[1]).toMatchObject({ name: 'Omar Haddad', status: 'interested', leadScore: 70, stageUpdatedAt: staged.stageUpdatedAt });
  });

  it('shows the first cards of a column, counts them all, and pages through the rest', async () => {
    const u = await userOn(t.app, 'premium');
    await insertProspects(t.app, u.userId, FUNNEL_COLUMN_SIZE + 7, ['on_hold']);
    const b = await board(u);
    const onHold = column(b, 'on_hold');
    expect(onHold.count).toBe(FUNNEL_COLUMN_SIZE + 7);
    expect(onHold.items).toHaveLength(FUNNEL_COLUMN_SIZE);
    expect(onHold.items[0].name).toBe(`Bulk${FUNNEL_COLUMN_SIZE + 7} Lot`);

    const res = await api(u, 'GET', `/api/funnel/cards?stage=on_hold&page=2&pageSize=${FUNNEL_COLUMN_SIZE}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: FUNNEL_COLUMN_SIZE + 7, page: 2, pageSize: FUNNEL_COLUMN_SIZE });
    expect(page.items.map((c: { name: string }) => c.name)).toEqual(Array.from({ length: 7 }, (_, i) => `Bulk${7 - i} Lot`));
    // The board's first page is the column's first cards.
    expect((await api(u, 'GET', '/api/funnel/cards?stage=on_hold')).json().items).toEqual(onHold.items);
  });

  it('filters by name, accents and case aside, counts included', async () => {
    const u = await userOn(t.app, 'premium');
    await prospectOf(t.app, u.cookie, { firstName: 'José', lastName: 'Álvarez', funnelStage: 'interested' });
    await prospectOf(t.app, u.cookie, { firstName: 'Josefina', lastName: 'Ruiz', funnelStage: 'enrolled' });
    await prospectOf(t.app, u.cookie, { firstName: 'Marta', lastName: 'Jose', email: 'not-a-name-match@ex.com', funnelStage: 'enrolled' });
    await prospectOf(t.app, u.cookie, { firstName: 'Ana', lastName: 'Costa', companyName: 'Jose & Co', funnelStage: 'enrolled' });

    const names = (b: TFunnelBoard) => b.stages.flatMap((s) => s.items.map((c) => c.name)).sort();
    expect(names(await board(u, '?q=jose'))).toEqual(['Josefina Ruiz', 'José Álvarez', 'Marta Jose']);
    const full = await board(u, `?q=${encodeURIComponent('  JOSE   alv ')}`);
    expect(names(full)).toEqual(['José Álvarez']);
    expect(column(full, 'interested').count).toBe(1);
    expect(column(full, 'enrolled').count).toBe(0);
    // Two characters match too; LIKE's wildcards are plain characters.
    expect(names(await board(u, '?q=ma'))).toEqual(['Marta Jose']);
    expect(names(await board(u, '?q=%25'))).toEqual([]);
    expect((await api(u, 'GET', '/api/funnel/cards?stage=enrolled&q=jose')).json().total).toBe(2);
  });

  it('refuses an unknown stage or a bad page with 400', async () => {
    for (const query of ['stage=nope', '', 'stage=enrolled&page=0', 'stage=enrolled&pageSize=500']) {
      const res = await api(seller, 'GET', `/api/funnel/cards?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await api(seller, 'GET', '/api/funnel/cards?stage=nope')).json().error.fields).toHaveProperty('stage');
    expect((await api(seller, 'GET', `/api/funnel?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });
});

describe('moving a prospect', () => {
  it('sets the stage and its time, records the event, and leaves a move to the same stage alone', async () => {
    const p = await prospectOf(t.app, seller.cookie, { firstName: 'Lucia', lastName: 'Ferrer' });
    const res = await api(seller, 'PATCH', `/api/funnel/prospects/${p.id}`, { stage: 'contacted' });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json();
    expect(moved).toEqual({ id: p.id, funnelStage: 'contacted', stageUpdatedAt: expect.any(String), moved: true });
    expect(Date.now() - Date.parse(moved.stageUpdatedAt)).toBeLessThan(60_000);
    const prospect = (await call(t.app, 'GET', `/api/prospects/${p.id}`, { cookie: seller.cookie })).json();
    expect(prospect).toMatchObject({ funnelStage: 'contacted', stageUpdatedAt: moved.stageUpdatedAt });
    expect(await events(seller, p.id)).toEqual([{ id: expect.any(String), from: null, to: 'contacted', at: expect.any(String) }]);
    expect(column(await board(seller), 'contacted').items.map((c) => c.id)).toContain(p.id);

    const again = (await api(seller, 'PATCH', `/api/funnel/prospects/${p.id}`, { stage: 'contacted' })).json();
    expect(again).toEqual({ id: p.id, funnelStage: 'contacted', stageUpdatedAt: moved.stageUpdatedAt, moved: false });
    expect(await events(seller, p.id)).toHaveLength(1);
  });

  it('counts a prospect without a stage as new: moving it to new prospect changes nothing', async () => {
    const p = await prospectOf(t.app, seller.cookie);
    const res = (await api(seller, 'PATCH', `/api/funnel/prospects/${p.id}`, { stage: 'new_prospect' })).json();
    expect(res).toEqual({ id: p.id, funnelStage: 'new_prospect', stageUpdatedAt: p.createdAt, moved: false });
    expect(await events(seller, p.id)).toEqual([]);
  });

  it('refuses an unknown, missing or extra field with 400 and the field named', async () => {
    const p = await prospectOf(t.app, seller.cookie);
    for (const [body, field] of [
      [{ stage: 'won' }, 'stage'],
      [{ stage: '' }, 'stage'],
      [{}, 'stage'],
      [{ stage: 'enrolled', status: 'enrolled' }, 'status'],
      [{ stage: ['enrolled'] }, 'stage'],
    ] as const) {
      const res = await api(seller, 'PATCH', `/api/funnel/prospects/${p.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: expect.any(String) } });
    }
    expect((await call(t.app, 'PATCH', `/api/funnel/prospects/${p.id}`, { cookie: seller.cookie, body: 'stage=enrolled', headers: { 'content-type': 'text/plain' } })).statusCode).toBe(415);
    expect(await events(seller, p.id)).toEqual([]);
  });

  it('answers 404 for another seller’s prospect, an unknown id and a malformed one, and changes nothing', async () => {
    const theirs = await prospectOf(t.app, stranger.cookie, { funnelStage: 'interested' });
    for (const id of [theirs.id, '3f1c9a52-7d1e-4c8e-9a7b-0b6f2d8e4a11', 'not-an-id', '1%27%20or%201=1']) {
      for (const [method, url] of [
        ['PATCH', `/api/funnel/prospects/${id}`],
        ['GET', `/api/funnel/prospects/${id}/events`],
      ] as const) {
        const res = await api(seller, method, url, method === 'PATCH' ? { stage: 'enrolled' } : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    }
    expect((await call(t.app, 'GET', `/api/prospects/${theirs.id}`, { cookie: stranger.cookie })).json().funnelStage).toBe('interested');
    expect(await events(stranger, theirs.id)).toEqual([]);
  });

  it('tells the owner’s other tabs after a move, and only after a move that happened', async () => {
    const p = await prospectOf(t.app, seller.cookie);
    const published: unknown[] = [];
    const publish = t.app.realtime.publish;
    t.app.realtime.publish = async (event) => void published.push(event);
    try {
      const moved = (await api(seller, 'PATCH', `/api/funnel/prospects/${p.id}`, { stage: 'interested' })).json();
      await api(seller, 'PATCH', `/api/funnel/prospects/${p.id}`, { stage: 'interested' });
      await api(seller, 'PATCH', `/api/funnel/prospects/${p.id}`, { stage: 'nope' });
      await vi.waitFor(() => expect(published).toHaveLength(1));
      expect(published).toEqual([{ to: { userIds: [seller.userId] }, type: 'prospect.updated', data: { id: p.id, funnelStage: 'interested', stageUpdatedAt: moved.stageUpdatedAt } }]);
    } finally {
      t.app.realtime.publish = publish;
    }
  });
});

describe('the timeline', () => {
  it('lists the funnel stage changes newest first, whichever screen made them, and no status change', async () => {
    const p = await prospectOf(t.app, seller.cookie, { funnelStage: 'cold_lead' });
    await api(seller, 'PATCH', `/api/funnel/prospects/${p.id}`, { stage: 'warm_prospect' });
    // The prospect form changes the stage too; a status change is not a funnel event.
    await call(t.app, 'PATCH', `/api/prospects/${p.id}`, { cookie: seller.cookie, body: { funnelStage: 'demo_scheduled', status: 'interested' } });
    await api(seller, 'PATCH', `/api/funnel/prospects/${p.id}`, { stage: 'enrolled' });
    const items = await events(seller, p.id);
    expect(items.map(({ from, to }) => [from, to])).toEqual([
      ['demo_scheduled', 'enrolled'],
      ['warm_prospect', 'demo_scheduled'],
      ['cold_lead', 'warm_prospect'],
    ]);
    const times = items.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(items.map((e) => e.id)).size).toBe(3);
  });
});

describe('a seller with 20,000 prospects', () => {
  it('gets the board through one index: the first cards by an index range per stage, the counts by one GROUP BY', async () => {
    const [u, small] = await Promise.all([userOn(t.app, 'premium'), userOn(t.app, 'premium')]);
    await insertProspects(t.app, u.userId, 20_000, [...FUNNEL_STAGES, null]);
    await insertProspects(t.app, small.userId, 300, [...FUNNEL_STAGES]);
    await t.app.database.query('vacuum analyze prospects');
    const plan = async (query: ReturnType<typeof sql>) => (await queryRows<Record<string, string>>(t.app.db, sql`explain ${query}`)).map((row) => Object.values(row)[0]).join('\n');
    const cards = await plan(firstCardsSql(u.userId, undefined, FUNNEL_COLUMN_SIZE));
    expect(cards).toContain('prospects_owner_funnel_idx');
    expect(cards).not.toMatch(/Sort/);
    // Counting reads every one of the owner's rows; where the owner is not the whole table, it
    // reads them from the index alone.
    expect(await plan(countByStageSql(small.userId, undefined))).toContain('Index Only Scan using prospects_owner_funnel_idx');

    const b = await board(u);
    expect(b.stages.reduce((sum, s) => sum + s.count, 0)).toBe(20_000);
    // Twelve stages and the prospects without one, which stand in the first column.
    expect(column(b, 'new_prospect').count).toBe(Math.ceil(20_000 / 13) * 2 - 1);
    expect(b.stages.every((s) => s.items.length === FUNNEL_COLUMN_SIZE)).toBe(true);
    // That the board's cost does not grow with the prospects is held by the plans above (index
    // range per stage, no sort), not by a clock: a timed check fails on a busy machine.
  });
});
