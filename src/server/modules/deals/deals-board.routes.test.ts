import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_CARDS_PER_STAGE } from '../../../shared/deals/deals.constants.js';
import { localToday, monthStart } from '../../../shared/deals/deals.rules.js';
import type { TDealBoard } from '../../../shared/deals/deals.schema.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created, personBody } from '../../test/records.js';
import { inDays, listDeals, postDeal } from './deals.test-support.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** UTC+14: most of the day its date is ahead of UTC's, so a server-side "today" would be caught. */
const ZONE = 'Pacific/Kiritimati';

async function board(cookie: string, query = ''): Promise<TDealBoard> {
  const res = await call(t.app, 'GET', `/api/deals/board${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TDealBoard;
}

async function sellerIn(zone: string, pipelineStages?: string[]) {
  const u = await createUser(t.app);
  const res = await call(t.app, 'PATCH', '/api/me', { cookie: u.cookie, body: { timeZone: zone, ...(pipelineStages && { pipelineStages }) } });
  expect(res.statusCode, res.body).toBe(200);
  return u;
}

describe('GET /api/deals/board', () => {
  it('answers every stage of the owner’s pipeline with counts, sums, weighted sums and the forecast', async () => {
    const u = await sellerIn(ZONE, ['Prospecting', 'Demo']);
    const today = localToday(new Date(), ZONE);
    await postDeal(t.app, u.cookie, { stage: 'Prospecting', valueCents: 100_000, probability: 10, closeDate: monthStart(today) });
    await postDeal(t.app, u.cookie, { stage: 'Demo', valueCents: 200_000, probability: 55, closeDate: monthStart(today, 1) });
    await postDeal(t.app, u.cookie, { stage: 'Demo', valueCents: 50_001, probability: 33, closeDate: monthStart(today, 2) });
    await postDeal(t.app, u.cookie, { stage: 'closed_won', valueCents: 300_000, closeDate: monthStart(today) });
    await postDeal(t.app, u.cookie, { stage: 'closed_lost', valueCents: 70_000, closeDate: monthStart(today, 1) });

    const b = await board(u.cookie);
    expect(b.stages.map((s) => [s.stage, s.count, s.totalCents, s.weightedCents, s.items.length])).toEqual([
      ['Prospecting', 1, 100_000, 10_000, 1],
      ['Demo', 2, 250_001, 110_000 + 16_500, 2],
      ['closed_won', 1, 300_000, 300_000, 1],
      ['closed_lost', 1, 70_000, 0, 1],
    ]);
    // Open deals only, by close date in the owner's months.
    expect(b.forecast).toEqual({
      thisMonth: { month: monthStart(today), count: 1, totalCents: 100_000, weightedCents: 10_000 },
      nextMonth: { month: monthStart(today, 1), count: 1, totalCents: 200_000, weightedCents: 110_000 },
    });

    const won = await board(u.cookie, '?status=won');
    expect(won.stages.map((s) => s.count)).toEqual([0, 0, 1, 0]);
    expect(won.forecast.thisMonth.count).toBe(0);
    const demo = await board(u.cookie, '?q=kits&stage=Demo');
    expect(demo.stages.map((s) => s.count)).toEqual([0, 2, 0, 0]);
    expect(demo.forecast.nextMonth.count).toBe(1);
    expect((await call(t.app, 'GET', '/api/deals/board?status=late', { cookie: u.cookie })).statusCode).toBe(400);
  });

  it('keeps the first load’s totals equal to a count of the deals through moves, edits, deletes and renames', async () => {
    const u = await createUser(t.app);
    const today = localToday(new Date(), 'UTC');
    const ids: string[] = [];
    for (const [stage, valueCents, probability, closeDate] of [
      ['proposal', 10_001, 33, monthStart(today)],
      ['proposal', 20_000, 50, monthStart(today, 1)],
      ['negotiation', 30_003, 71, monthStart(today)],
      ['contacted', 5_005, 15, inDays(200)],
    ] as const) {
      ids.push((await postDeal(t.app, u.cookie, { stage, valueCents, probability, closeDate })).id);
    }
    await t.app.database.query(
      `insert into deals (user_id, title, value_cents, probability, stage, close_date) select $1, 'Bulk ' || g, 333 * g, g % 101, 'qualification', $2::date + g from generate_series(1, 60) g`,
      [u.userId, monthStart(today)],
    );
    const patch = async (id: string, body: unknown) => expect((await call(t.app, 'PATCH', `/api/deals/${id}`, { cookie: u.cookie, body })).statusCode).toBe(200);
    await patch(ids[0], { stage: 'closed_won' });
    await patch(ids[1], { valueCents: 25_555, probability: 61 });
    await patch(ids[2], { closeDate: monthStart(today, 1) });
    await patch(ids[3], { title: 'Only the title' });
    expect((await call(t.app, 'DELETE', `/api/deals/${ids[3]}`, { cookie: u.cookie })).statusCode).toBe(204);
    const renamed = await call(t.app, 'PATCH', '/api/me', { cookie: u.cookie, body: { pipelineStages: ['lead_generation', 'Qualified', 'contacted', 'proposal', 'negotiation'], pipelineStageRenames: [{ from: 'qualification', to: 'Qualified' }] } });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const totals = (b: TDealBoard) => ({ stages: b.stages.map(({ items: _items, ...column }) => column), forecast: b.forecast });
    const kept = await board(u.cookie);
    // Any filter answers from a scan of the deals; this one matches them all.
    const counted = await board(u.cookie, '?createdFrom=2000-01-01');
    expect(totals(kept)).toEqual(totals(counted));
    expect(kept.stages.find((s) => s.stage === 'Qualified')!.count).toBe(60);
    expect(kept.stages.reduce((n, s) => n + s.count, 0)).toBe(63);
  });

  it('shows the first cards of a column newest in the stage first; the list loads the rest in the same order', async () => {
    const u = await createUser(t.app);
    await t.app.database.query(
      `insert into deals (user_id, title, value_cents, probability, stage, close_date, stage_changed_at)
       select $1, 'Bulk ' || g, 1000 * g, 50, 'negotiation', $2::date, now() - g * interval '1 minute' from generate_series(1, $3::int) g`,
      [u.userId, inDays(10), BOARD_CARDS_PER_STAGE + 4],
    );
    const moved = await postDeal(t.app, u.cookie, { stage: 'negotiation', title: 'Just moved in' });
    const column = (await board(u.cookie)).stages.find((s) => s.stage === 'negotiation')!;
    expect(column.count).toBe(BOARD_CARDS_PER_STAGE + 5);
    expect(column.items).toHaveLength(BOARD_CARDS_PER_STAGE);
    expect(column.items.slice(0, 3).map((d) => d.title)).toEqual([moved.title, 'Bulk 1', 'Bulk 2']);

    const page1 = await listDeals(t.app, u.cookie, `stage=negotiation&pageSize=${BOARD_CARDS_PER_STAGE}`);
    const page2 = await listDeals(t.app, u.cookie, `stage=negotiation&pageSize=${BOARD_CARDS_PER_STAGE}&page=2`);
    expect(page1.items.map((d) => d.id)).toEqual(column.items.map((d) => d.id));
    // The column holds the new deal and Bulk 1…Bulk 29: page 2 goes on where the board stopped.
    expect(page2.items.map((d) => d.title)).toEqual(Array.from({ length: 5 }, (_, i) => `Bulk ${BOARD_CARDS_PER_STAGE + i}`));
    expect(page2.total).toBe(BOARD_CARDS_PER_STAGE + 5);
  });
});

describe('GET /api/deals', () => {
  it('filters by text, stage, status, tags, dates and contact, in the owner’s days', async () => {
    const u = await sellerIn(ZONE);
    const today = localToday(new Date(), ZONE);
    const contact = await created(t.app, u.cookie, '/api/contacts', personBody({ company: 'Acme Corp' }));
    await postDeal(t.app, u.cookie, { title: 'Starter kits', tags: ['kits', 'q2'], closeDate: today });
    await postDeal(t.app, u.cookie, { title: 'Wellness bundle', contactId: contact.id, stage: 'negotiation', closeDate: inDays(-1, today), tags: ['bundle'] });
    await postDeal(t.app, u.cookie, { title: 'Old 50% deal', stage: 'closed_won', closeDate: inDays(-40, today) });
    await postDeal(t.app, u.cookie, { title: 'Gone', stage: 'closed_lost', closeDate: inDays(5, today), company: 'Lost Ltd' });
    const titles = async (query: string) => (await listDeals(t.app, u.cookie, query)).items.map((d) => d.title).sort();

    expect(await titles('q=kits')).toEqual(['Starter kits']);
    expect(await titles('q=ACME')).toEqual(['Wellness bundle']);
    expect(await titles('q=we')).toEqual(['Wellness bundle']);
    expect(await titles('q=lo')).toEqual(['Gone']);
    expect(await titles('q=50%25')).toEqual(['Old 50% deal']);
    expect(await titles('q=%25%25%25')).toEqual([]);
    expect(await titles('stage=negotiation')).toEqual(['Wellness bundle']);
    expect(await titles('status=active')).toEqual(['Starter kits']);
    expect(await titles('status=pending')).toEqual(['Wellness bundle']);
    expect(await titles('status=won')).toEqual(['Old 50% deal']);
    expect(await titles('status=lost')).toEqual(['Gone']);
    for (const status of ['active', 'pending', 'won', 'lost']) {
      expect((await listDeals(t.app, u.cookie, `status=${status}`)).items.every((d) => d.status === status)).toBe(true);
    }
    expect(await titles('tags=bundle,q2')).toEqual(['Starter kits', 'Wellness bundle']);
    expect(await titles(`closeFrom=${inDays(-1, today)}&closeTo=${today}`)).toEqual(['Starter kits', 'Wellness bundle']);
    expect(await titles(`createdFrom=${today}&createdTo=${today}`)).toHaveLength(4);
    expect(await titles(`createdTo=${inDays(-2, today)}`)).toEqual([]);
    // The last day has no day after it to end the range at (it answered 500): every deal is in it.
    expect(await titles('createdTo=9999-12-31')).toHaveLength(4);
    expect((await call(t.app, 'GET', '/api/deals/board?createdTo=9999-12-31', { cookie: u.cookie })).statusCode).toBe(200);
    expect(await titles(`contactId=${contact.id}`)).toEqual(['Wellness bundle']);
  });

  it('sorts, pages and refuses bad parameters', async () => {
    const u = await createUser(t.app);
    await postDeal(t.app, u.cookie, { title: 'b deal', valueCents: 300, stage: 'closed_won' });
    await postDeal(t.app, u.cookie, { title: 'A deal', valueCents: 100, stage: 'negotiation' });
    await postDeal(t.app, u.cookie, { title: 'c deal', valueCents: 200, stage: 'lead_generation' });
    const titles = async (query: string) => (await listDeals(t.app, u.cookie, query)).items.map((d) => d.title);
    expect(await titles('')).toEqual(['c deal', 'A deal', 'b deal']);
    expect(await titles('sort=value:desc')).toEqual(['b deal', 'c deal', 'A deal']);
    expect(await titles('sort=title:asc')).toEqual(['A deal', 'b deal', 'c deal']);
    expect(await titles('sort=stage:asc')).toEqual(['c deal', 'A deal', 'b deal']);
    const page = await listDeals(t.app, u.cookie, 'sort=value:asc&page=2&pageSize=2');
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((d) => d.title)).toEqual(['b deal']);
    for (const query of ['pageSize=101', 'page=0', 'sort=bogus:asc', 'sort=value', 'status=late', 'createdFrom=yesterday', 'contactId=nope']) {
      const res = await call(t.app, 'GET', `/api/deals?${query}`, { cookie: u.cookie });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });
});
