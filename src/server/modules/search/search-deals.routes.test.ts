import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deals } from '../../db/schema/index.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';

let t: TTestApp;
let u: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let starterKit: string;

type TDealRow = typeof deals.$inferInsert;
const deal = (userId: string, fields: Partial<TDealRow> & { title: string }): TDealRow => ({ userId, valueCents: 125_000, probability: 50, stage: 'proposal', closeDate: '2026-09-30', ...fields });
async function insertDeals(rows: TDealRow[]): Promise<string[]> {
  return (await t.app.db.insert(deals).values(rows).returning({ id: deals.id })).map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestApp();
  [u, other] = [await createUser(t.app), await createUser(t.app)];
  [starterKit] = await insertDeals([
    deal(u.userId, { title: 'Spring starter kit bundle', company: 'Bright Home Goods', notes: 'Wants the Valencia launch pricing', tags: ['bundle'] }),
    deal(u.userId, { title: 'Team pack for the gym', company: 'Nova Fitness', stage: 'closed_won', probability: 100, valueCents: 480_050 }),
    deal(u.userId, { title: 'Réassort sérum Glow', company: null, stage: 'Tasting event', probability: 25 }),
  ]);
  await insertDeals([deal(other.userId, { title: 'Spring starter kit bundle (theirs)', company: 'Bright Home Goods' })]);
});
afterAll(() => t.close());

const search = (query: string, headers: Record<string, string> = {}) => call(t.app, 'POST', '/api/search', { cookie: u.cookie, body: { query, filters: ['deals'] }, headers });
const labels = async (query: string) => {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results.deals as { label: string }[]).map((r) => r.label);
};
const termRows = async () =>
  Object.fromEntries(
    (await t.app.database.query<{ term: string; rows: number }>(`select term, rows from search_terms where user_id = $1 and kind = 'deals' order by term`, [u.userId])).map((r) => [r.term, r.rows]),
  );

describe('POST /api/search: deals', () => {
  it('finds the owner’s deal by a misspelled title, with its company, stage and value, linking to the pipeline', async () => {
    const res = (await call(t.app, 'POST', '/api/search', { cookie: u.cookie, body: { query: 'sprnig startr kit' } })).json();
    expect(res.results.deals).toEqual([{ id: starterKit, label: 'Spring starter kit bundle', description: 'Bright Home Goods · Proposal · $1,250', url: `/pipeline?deal=${starterKit}` }]);
  });

  it('finds deals by their company, misspelled too, and never another owner’s', async () => {
    expect(await labels('bright home goods')).toEqual(['Spring starter kit bundle']);
    expect(await labels('brigth hom goods')).toEqual(['Spring starter kit bundle']);
    expect(await labels('nova fitnes')).toEqual(['Team pack for the gym']);
    expect(await labels('theirs')).toEqual([]);
  });

  it('matches words of the notes and tags, folds accents and case, and matches short starts', async () => {
    expect(await labels('valencia launch')).toEqual(['Spring starter kit bundle']);
    expect(await labels('BUNDLE')).toEqual(['Spring starter kit bundle']);
    expect(await labels('reassort serum')).toEqual(['Réassort sérum Glow']);
    expect(await labels('te')).toEqual(['Team pack for the gym']);
    expect(await labels('xqzvy')).toEqual([]);
  });

  it('describes the stage in the interface language, a stage of the owner’s own as typed', async () => {
    const described = async (query: string, lang: string) => (await search(query, { 'accept-language': lang })).json().results.deals[0].description;
    const dollars = (lang: string) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(4800.5);
    expect(await described('team pack', 'es')).toBe(`Nova Fitness · Ganada · ${dollars('es')}`);
    expect(await described('team pack', 'de-CH,de;q=0.9')).toBe(`Nova Fitness · Gewonnen · ${dollars('de')}`);
    expect(await described('reassort', 'en')).toBe('Tasting event · $1,250');
  });

  it('keeps one term per title and company, following renames, new companies and deletions', async () => {
    const [id] = await insertDeals([deal(u.userId, { title: 'Order for Nova Fitness', company: 'Nova Fitness' })]);
    expect(await termRows()).toMatchObject({ 'nova fitness': 2, 'order for nova fitness': 1 });
    await t.app.db.update(deals).set({ title: 'Nova Fitness', company: 'Zephyr Spa' }).where(eq(deals.id, id));
    expect(await termRows()).toMatchObject({ 'nova fitness': 2, 'zephyr spa': 1 });
    expect(await labels('zephir spa')).toEqual(['Nova Fitness']);
    await t.app.db.update(deals).set({ company: 'Nova Fitness' }).where(eq(deals.id, id));
    // Title and company alike: one deal, counted for both fields, found once.
    expect(await termRows()).toMatchObject({ 'nova fitness': 3 });
    expect(await labels('nova fitness')).toEqual(['Nova Fitness', 'Team pack for the gym']);
    await t.app.db.delete(deals).where(eq(deals.id, id));
    expect(await termRows()).toEqual({
      'bright home goods': 1,
      'nova fitness': 1,
      'reassort serum glow': 1,
      'spring starter kit bundle': 1,
      'team pack for the gym': 1,
    });
  });

  it('counts a bulk insert per term, and answers at most 8 deals of one company, open ones first', async () => {
    const rows = Array.from({ length: 40 }, (_, i) =>
      deal(u.userId, { title: `Reorder ${i}`, company: 'Acme Wellness', stage: i % 4 === 0 ? 'closed_lost' : 'negotiation', closeDate: `2026-10-${String(1 + (i % 28)).padStart(2, '0')}` }),
    );
    await insertDeals(rows);
    const [{ sum, fields }] = await t.app.database.query<{ sum: number; fields: number }>(
      `select (select sum(rows)::int from search_terms where user_id = $1 and kind = 'deals') as sum,
        (select (count(*) + count(company))::int from deals where user_id = $1) as fields`,
      [u.userId],
    );
    expect(sum).toBe(fields);
    const found = (await search('acme welness')).json().results.deals as { description: string }[];
    expect(found).toHaveLength(8);
    expect(found.every((r) => r.description.includes('Negotiation'))).toBe(true);
  });
});
