import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { userOn, type TTestUser } from '../follow-ups/follow-ups.test-support.js';
import { seedStory } from './detailed-reports.test-support.js';

let t: TTestApp;
let seller: TTestUser;

const MARCH = 'period=custom&from=2025-03-01&to=2025-03-31';
const exportOf = (user: TTestUser | null, query: string) => call(t.app, 'GET', `/api/reports/detailed/export?${query}`, { cookie: user?.cookie });
/** The CSV's lines without the byte-order mark. */
const linesOf = (body: string) => body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

beforeAll(async () => {
  t = await createTestApp();
  seller = await userOn(t.app, 'premium');
  await seedStory(t.app, seller.userId);
});
afterAll(() => t.close());

describe('exporting a section', () => {
  it('streams the sources as a formula-safe CSV attachment with the figures of the period', async () => {
    const res = await exportOf(seller, `format=csv&section=sources&${MARCH}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment; filename="detailed-report-sources-2025-03-01-2025-03-31.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = linesOf(res.body);
    expect(lines[0]).toBe('Source,Prospects,Enrolled,Conversion');
    expect(lines).toContain('Website,2,1,50');
    expect(lines).toContain('Referral,2,0,0');
    expect(lines).toContain('No source,1,1,100');
    expect(lines).toContain('Event,0,0,');
  });

  it('writes commissions per month and type with the sums by status in dollars', async () => {
    const res = await exportOf(seller, `format=csv&section=commissions&period=custom&from=2025-01-01&to=2025-03-31`);
    expect(linesOf(res.body)).toEqual([
      'Month,Type,Pending,Paid,Cancelled,Earned',
      '2025-01,Recruitment bonus,0.00,25.00,0.00,25.00',
      '2025-03,Product sale,25.00,50.00,30.00,75.00',
      '2025-03,Team bonus,0.00,100.00,0.00,100.00',
    ]);
  });

  it('writes the funnel and the activities with their columns', async () => {
    const funnel = linesOf((await exportOf(seller, `format=csv&section=funnel&${MARCH}`)).body);
    expect(funnel[0]).toBe('Stage,Now in stage,Reached,From previous stage,Drop-off,Median days in stage');
    expect(funnel).toContain('Contacted,0,3,100,1,4');
    expect(funnel).toContain('Not interested,1,,,,');
    const activities = linesOf((await exportOf(seller, `format=csv&section=activities&${MARCH}`)).body);
    expect(activities[0]).toBe('Type,Activities,Completed,Cancelled,Completion rate,No answer,Left message,Positive interaction,Negative interaction,Rescheduled,Demo booked,Sale closed,No outcome');
    expect(activities[1]).toBe('Call,3,2,0,66.7,1,0,1,0,0,0,0,1');
  });

  it('writes a real PDF', async () => {
    const res = await exportOf(seller, `format=pdf&section=commissions&period=all_time`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="detailed-report-commissions-all-\d{4}-\d{2}-\d{2}\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('labels the file in the seller’s language', async () => {
    const ru = await userOn(t.app, 'premium');
    await t.app.database.query(`update user_profiles set language = 'ru' where user_id = $1`, [ru.userId]);
    await seedStory(t.app, ru.userId);
    const lines = linesOf((await exportOf(ru, `format=csv&section=sources&${MARCH}`)).body);
    expect(lines[0]).toBe('Источник,Потенц. клиенты,Записались,Конверсия');
    expect(lines).toContain('Сайт,2,1,50');
  });
});

describe('refusals', () => {
  it('answers 400 with the fields at fault, 403 without premium access and 401 without a session', async () => {
    const cases: [string, string][] = [
      ['section=sources', 'format'],
      ['format=xlsx&section=sources', 'format'],
      ['format=csv', 'section'],
      ['format=csv&section=deals', 'section'],
      ['format=csv&section=sources&period=custom&from=2025-03-31&to=2025-03-01', 'from'],
      ['format=csv&section=sources&period=yesterday', 'period'],
    ];
    for (const [query, field] of cases) {
      const res = await exportOf(seller, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields, query).toHaveProperty(field);
    }
    const free = await userOn(t.app, 'free');
    const refused = await exportOf(free, 'format=csv&section=sources');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('premium_required');
    expect((await exportOf(null, 'format=csv&section=sources')).statusCode).toBe(401);
  });
});
