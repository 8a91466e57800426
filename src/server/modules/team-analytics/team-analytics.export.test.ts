import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { userOn, type TTestUser } from '../follow-ups/follow-ups.test-support.js';
import { day, insertCommission, insertDownline } from './team-analytics.test-support.js';

let t: TTestApp;
let leader: TTestUser;

const download = (query: string, user = leader) => call(t.app, 'GET', `/api/team-analytics/export?${query}`, { cookie: user.cookie });
const csvLines = (body: string) => body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);

beforeAll(async () => {
  t = await createTestApp();
  leader = await userOn(t.app, 'premium');
  const ids = await insertDownline(t.app, leader.userId, [
    { key: 'Ana', rank: 'bronze', joinedDaysAgo: 200 },
    { key: '=Bob', sponsor: 'Ana', joinedDaysAgo: 20 },
    { key: 'Cy', sponsor: 'Ana', joinedDaysAgo: 10, status: 'inactive' },
  ]);
  await insertCommission(t.app, leader.userId, { memberId: ids.Ana!, cents: 12_345, daysAgo: 0 });
  await call(t.app, 'POST', '/api/team-goals', { cookie: leader.cookie, body: { title: 'Reach $500', metric: 'commissions_cents', targetValue: 50_000, startDate: day(-10), deadline: day(20) } });
});
afterAll(() => t.close());

describe('GET /api/team-analytics/export', () => {
  it('answers a CSV of the tab: BOM, labelled header, machine-readable cells, formula-safe names', async () => {
    const res = await download('format=csv&tab=growth&period=30');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`team-analytics-growth-${day(0)}.csv`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('Period start,Joined,Team size');
    // Three members, two joined in the last 30 days: the last bucket stands at 3.
    expect(lines.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2},\d+,3$/);
    expect(lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[1]), 0)).toBe(2);

    const performance = csvLines((await download('format=csv&tab=performance&period=30')).body);
    expect(performance[0]).toBe('Member,Rank,Commissions,Recruits,Activities,Next rank,Direct recruits still needed,Team members still needed');
    expect(performance[1]).toBe('Ana Member,Bronze,123.45,2,0,Silver,2,9');
    expect(performance.some((line) => line.startsWith("'=Bob Member"))).toBe(true);
  });

  it('writes goals in dollars and the header in the language asked for', async () => {
    // A third of the way with a quarter of the target: behind.
    const lines = csvLines((await download('format=csv&tab=goals&lang=es')).body);
    expect(lines[0]).toBe('Meta,Medida,Actual,Objetivo,Progreso,Estado,Fecha de inicio,Fecha límite');
    expect(lines[1]).toBe(`Reach $500,Comisiones del equipo (USD),123.45,500,24,Retrasada,${day(-10)},${day(20)}`);
  });

  it('answers a real PDF', async () => {
    const res = await download('format=pdf&tab=overview');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1_000);
  });

  it('answers 400 for a missing or unknown format, tab or language, and 403 without premium access', async () => {
    for (const [query, field] of [['tab=overview', 'format'], ['format=xlsx', 'format'], ['format=csv&tab=sales', 'tab'], ['format=csv&lang=it', 'lang']]) {
      const res = await download(query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([field]);
    }
    const free = await userOn(t.app, 'free');
    expect((await download('format=csv', free)).statusCode).toBe(403);
  });
});
