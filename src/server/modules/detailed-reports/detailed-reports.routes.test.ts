import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { userOn, type TTestUser } from '../follow-ups/follow-ups.test-support.js';
import type { TDetailedReport } from '../../../shared/detailed-reports/detailed-reports.schema.js';
import { recordsOf, seedStory } from './detailed-reports.test-support.js';

let t: TTestApp;
let seller: TTestUser;
let stranger: TTestUser;

const get = (user: TTestUser | null, query: string) => call(t.app, 'GET', `/api/reports/detailed${query}`, { cookie: user?.cookie });
const report = async (user: TTestUser, query: string): Promise<TDetailedReport> => {
  const res = await get(user, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const recordsOfUser = (userId: string) => recordsOf(t.app, userId);
const MARCH = '?period=custom&from=2025-03-01&to=2025-03-31';

beforeAll(async () => {
  t = await createTestApp();
  [seller, stranger] = await Promise.all([userOn(t.app, 'premium'), userOn(t.app, 'premium')]);
  // The stranger's story doubles nothing of the seller's.
  await seedStory(t.app, seller.userId);
  await seedStory(t.app, stranger.userId);
});
afterAll(() => t.close());

describe('access', () => {
  it('answers 403 premium_required to a free user or an ended trial, before reading the input', async () => {
    for (const plan of ['free', 'expired_trial'] as const) {
      const user = await userOn(t.app, plan);
      for (const query of ['', '?period=nonsense']) {
        const res = await get(user, query);
        expect(res.statusCode, `${plan} ${query}`).toBe(403);
        expect(res.json().error.code).toBe('premium_required');
      }
    }
  });

  it('opens to a running trial and refuses a caller without a session', async () => {
    expect((await get(await userOn(t.app, 'trial'), '')).statusCode).toBe(200);
    expect((await get(null, '')).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it('answers 400 validation_failed with the fields at fault', async () => {
    const cases: [string, string][] = [
      ['?period=last_week', 'period'],
      ['?period=custom', 'from'],
      ['?period=custom&from=2025-03-01', 'to'],
      ['?period=custom&to=2025-03-01', 'from'],
      ['?period=custom&from=2025-04-01&to=2025-03-01', 'from'],
      ['?period=custom&from=2025-02-30&to=2025-03-01', 'from'],
      ['?period=custom&from=2025-03-01&to=tomorrow', 'to'],
      ['?period=last_30_days&from=2025-03-01', 'from'],
      ['?period=all_time&to=2025-03-01', 'to'],
      ['?period=last_30_days&period=all_time', 'period'],
      ['?period=custom&from[]=2025-03-01&to=2025-03-02', 'from'],
      ['?section=sources', 'section'],
      ['?period=custom&from=2025-03-01&to=2025-03-01&owner=x', 'owner'],
    ];
    for (const [query, field] of cases) {
      const res = await get(seller, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(Object.keys(res.json().error.fields), query).toContain(field);
    }
  });

  it('answers 400, never 500, to a custom period naming a day the calendar cannot count from or to', async () => {
    const outside = 'Choose a date from 1900-01-01 to 2999-12-31';
    // No year 0 in PostgreSQL; no four-digit day after 9999-12-31; 0099 was read as 1999.
    const cases: [string, Record<string, string>][] = [
      ['from=0000-01-01&to=0001-01-01', { from: outside, to: outside }],
      ['from=2025-01-01&to=9999-12-31', { to: outside }],
      ['from=0099-01-01&to=0099-12-31', { from: outside, to: outside }],
    ];
    for (const [dates, fields] of cases) {
      for (const url of [`/api/reports/detailed?period=custom&${dates}`, `/api/reports/detailed/export?format=csv&section=commissions&period=custom&${dates}`, `/api/reports/detailed/export?format=pdf&section=sources&period=custom&${dates}`]) {
        const res = await call(t.app, 'GET', url, { cookie: seller.cookie });
        expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.json().error.fields, url).toEqual(fields);
      }
    }
  });
});

describe('the figures', () => {
  it('counts prospects per source and how many of them enrolled', async () => {
    const { sources, range } = await report(seller, MARCH);
    expect(range).toEqual({ period: 'custom', from: '2025-03-01', to: '2025-03-31', timeZone: 'UTC' });
    const by = Object.fromEntries(sources.rows.map((r) => [r.source, r]));
    expect(by.website).toEqual({ source: 'website', prospects: 2, enrolled: 1, conversionRate: 0.5 });
    expect(by.referral).toEqual({ source: 'referral', prospects: 2, enrolled: 0, conversionRate: 0 });
    expect(by.unknown).toEqual({ source: 'unknown', prospects: 1, enrolled: 1, conversionRate: 1 });
    expect(by.event).toEqual({ source: 'event', prospects: 0, enrolled: 0, conversionRate: null });
    expect(sources.rows.map((r) => r.source)).toEqual(['website', 'referral', 'social_media', 'advertisement', 'cold_outreach', 'event', 'other', 'unknown']);
    expect(sources.totals).toEqual({ prospects: 5, enrolled: 2, conversionRate: 0.4 });
  });

  it('follows the funnel: where they stand, how far they got, conversion, drop-off and median days in stage', async () => {
    const { funnel } = await report(seller, MARCH);
    const by = Object.fromEntries(funnel.stages.map((s) => [s.stage, s]));
    expect(funnel.stages).toHaveLength(12);
    expect(funnel).toMatchObject({ prospects: 5, enrolled: 1, overallConversion: 0.2 });
    expect(by.new_prospect).toEqual({ stage: 'new_prospect', current: 2, reached: 5, conversionFromPrevious: null, dropOff: 0, medianDaysInStage: 2, stays: 3 });
    expect(by.cold_lead).toMatchObject({ current: 0, reached: 3, conversionFromPrevious: 0.6 });
    expect(by.contacted).toEqual({ stage: 'contacted', current: 0, reached: 3, conversionFromPrevious: 1, dropOff: 1, medianDaysInStage: 4, stays: 3 });
    expect(by.interested).toMatchObject({ current: 1, reached: 2, conversionFromPrevious: 2 / 3, dropOff: 0, medianDaysInStage: 2, stays: 1 });
    expect(by.demo_scheduled).toMatchObject({ reached: 1, conversionFromPrevious: 0.5, medianDaysInStage: null, stays: 0 });
    expect(by.enrolled).toMatchObject({ current: 1, reached: 1, conversionFromPrevious: 1, medianDaysInStage: null });
    expect(by.not_interested).toEqual({ stage: 'not_interested', current: 1, reached: null, conversionFromPrevious: null, dropOff: null, medianDaysInStage: null, stays: 0 });
  });

  it('counts activity outcomes and completion per type, by when they took place', async () => {
    const { activities } = await report(seller, MARCH);
    expect(activities.rows.map((r) => r.type)).toEqual(['call', 'demo']);
    const [call_, demo] = activities.rows;
    expect(call_).toMatchObject({ total: 3, completed: 2, cancelled: 0, completionRate: 2 / 3 });
    expect(call_.outcomes).toEqual({ no_answer: 1, left_message: 0, positive_interaction: 1, negative_interaction: 0, rescheduled: 0, demo_booked: 0, sale_closed: 0, none: 1 });
    expect(demo).toMatchObject({ total: 2, completed: 1, cancelled: 1, completionRate: 0.5 });
    expect(demo.outcomes).toMatchObject({ sale_closed: 1, none: 1 });
    expect(activities.totals).toMatchObject({ total: 5, completed: 3, cancelled: 1, completionRate: 0.6 });
  });

  it('sums commissions per month and type, and per type by status', async () => {
    const { commissions } = await report(seller, MARCH);
    expect(commissions.months).toEqual([
      { month: '2025-03', byType: { product_sale: 7_500, team_bonus: 10_000, recruitment_bonus: 0, performance_bonus: 0, other: 0 }, earnedCents: 17_500, cancelledCents: 3_000 },
    ]);
    const sale = commissions.byType.find((r) => r.type === 'product_sale');
    expect(sale).toEqual({ type: 'product_sale', pendingCents: 2_500, paidCents: 5_000, cancelledCents: 3_000, earnedCents: 7_500, count: 3 });
    expect(commissions.totals).toEqual({ pendingCents: 2_500, paidCents: 15_000, cancelledCents: 3_000, earnedCents: 17_500, count: 4 });
    expect(commissions.monthsTruncated).toBe(false);

    const quarter = (await report(seller, '?period=custom&from=2025-01-01&to=2025-03-31')).commissions;
    expect(quarter.months.map((m) => [m.month, m.earnedCents])).toEqual([['2025-01', 2_500], ['2025-02', 0], ['2025-03', 17_500]]);
  });

  it('reads all time from the first commission to this month', async () => {
    const { commissions, range } = await report(seller, '?period=all_time');
    expect(range.from).toBeNull();
    expect(commissions.months[0].month).toBe('2025-01');
    expect(commissions.months.at(-1)!.month).toBe(range.to.slice(0, 7));
    expect(commissions.totals.earnedCents).toBe(2_500 + 17_500 + 9_999);
  });

  it('reads the days in the seller’s time zone', async () => {
    const kiwi = await userOn(t.app, 'premium');
    await t.app.database.query(`update user_profiles set time_zone = 'Pacific/Auckland' where user_id = $1`, [kiwi.userId]);
    // 1 March 01:00 in Auckland (UTC+13) is still February in UTC.
    await recordsOfUser(kiwi.userId).prospect({ source: 'event', createdAt: '2025-02-28T12:00:00Z' });
    const { sources, range } = await report(kiwi, MARCH);
    expect(range.timeZone).toBe('Pacific/Auckland');
    expect(sources.totals.prospects).toBe(1);
    expect((await report(kiwi, '?period=custom&from=2025-02-01&to=2025-02-28')).sources.totals.prospects).toBe(0);
  });

  it('counts the last 30 and 90 days back from today', async () => {
    const recent = await userOn(t.app, 'premium');
    const r = recordsOfUser(recent.userId);
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
    await r.prospect({ source: 'website', createdAt: daysAgo(5) });
    await r.prospect({ source: 'website', createdAt: daysAgo(45) });
    const last30 = await report(recent, '?period=last_30_days');
    expect(last30.sources.totals.prospects).toBe(1);
    expect(Date.parse(last30.range.to) - Date.parse(last30.range.from!)).toBe(29 * 86_400_000);
    expect((await report(recent, '?period=last_90_days')).sources.totals.prospects).toBe(2);
    expect((await report(recent, '')).range.period).toBe('last_30_days');
  });

  it('answers honest zeros for a seller with no records', async () => {
    const empty = await userOn(t.app, 'premium');
    const all = await report(empty, '?period=all_time');
    expect(all.sources.totals).toEqual({ prospects: 0, enrolled: 0, conversionRate: null });
    expect(all.funnel.stages.every((s) => s.current === 0 && s.conversionFromPrevious === null)).toBe(true);
    expect(all.activities).toEqual({ rows: [], totals: { total: 0, completed: 0, cancelled: 0, completionRate: null, outcomes: expect.any(Object) } });
    expect(all.commissions.months).toEqual([]);
    expect(all.commissions.totals.count).toBe(0);
  });
});
