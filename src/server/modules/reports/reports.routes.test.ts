import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { exportReport, insertProspects, pdfPages, setTimeZone, userOn, type TTestUser } from './reports.test-support.js';

let t: TTestApp;
let seller: TTestUser;
let stranger: TTestUser;
let empty: TTestUser;

const report = (overrides: Record<string, unknown> = {}) => ({ type: 'prospects', period: 'all_time', layout: 'detailed', fields: ['name', 'email', 'status'], format: 'csv', ...overrides });
const csvOf = (body: string) => Papa.parse<string[]>(body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

beforeAll(async () => {
  t = await createTestApp();
  [seller, stranger, empty] = await Promise.all([userOn(t.app, 'premium'), userOn(t.app, 'premium'), userOn(t.app, 'trial')]);
  await insertProspects(t.app, seller, 2000);
  await insertProspects(t.app, stranger, 30, { prefix: 'Stranger' });
});
afterAll(() => t.close());

describe('access', () => {
  it('answers 403 premium_required to a free user or an ended trial, before reading the body', async () => {
    for (const plan of ['free', 'expired_trial'] as const) {
      const user = await userOn(t.app, plan);
      for (const res of [await exportReport(t.app, user, report()), await exportReport(t.app, user, { type: 'nope' }), await call(t.app, 'GET', '/api/reports/meta?type=prospects&period=all_time', { cookie: user.cookie })]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('premium_required');
      }
    }
  });

  it('answers 401 without a session', async () => {
    expect((await call(t.app, 'POST', '/api/reports/export', { body: report() })).statusCode).toBe(401);
  });
});

describe('meta', () => {
  it('answers the fields of the type and the rows of the period, the seller’s only', async () => {
    const res = await call(t.app, 'GET', '/api/reports/meta?type=prospects&period=all_time', { cookie: seller.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const meta = res.json();
    expect(meta.rowCount).toBe(2000);
    expect(meta.fields.map((f: { key: string }) => f.key)).toContain('email');
    expect(meta.firstDay).toBeNull();
  });

  it('counts the seller’s calendar days in her zone', async () => {
    const user = await userOn(t.app, 'premium');
    await setTimeZone(t.app, user, 'Asia/Tokyo');
    // 2026-03-10 00:30 in Tokyo is 2026-03-09 15:30 UTC; 2026-03-09 23:30 in Tokyo is the day before.
    await insertProspects(t.app, user, 1, { endsAt: new Date('2026-03-09T15:30:00Z'), prefix: 'Inside' });
    await insertProspects(t.app, user, 1, { endsAt: new Date('2026-03-09T14:30:00Z'), prefix: 'Outside' });
    const res = await call(t.app, 'GET', '/api/reports/meta?type=prospects&period=custom&from=2026-03-10&to=2026-03-10', { cookie: user.cookie });
    expect(res.json()).toMatchObject({ rowCount: 1, firstDay: '2026-03-10', lastDay: '2026-03-10' });
  });
});

describe('bad input', () => {
  it.each([
    ['no field', { fields: [] }, 'fields'],
    ['an unknown field', { fields: ['name', 'password'] }, 'fields'],
    ['an unknown type', { type: 'invoices' }, 'type'],
    ['an unknown period', { period: 'last_week' }, 'period'],
    ['an unknown layout', { layout: 'poster' }, 'layout'],
    ['an unknown format', { format: 'xlsx' }, 'format'],
    ['a custom period without dates', { period: 'custom' }, 'from'],
    ['a custom period from after to', { period: 'custom', from: '2026-03-10', to: '2026-03-01' }, 'from'],
    ['an impossible date', { period: 'custom', from: '2026-02-30', to: '2026-03-01' }, 'from'],
    ['a row range from after to', { rowFrom: 10, rowTo: 5 }, 'rowFrom'],
    ['row 0', { rowFrom: 0 }, 'rowFrom'],
    ['rows past the last', { rowFrom: 1, rowTo: 2001 }, 'rowTo'],
    ['a first row past the last', { rowFrom: 2001 }, 'rowFrom'],
    ['a negative row', { rowFrom: -5 }, 'rowFrom'],
    ['a fractional row', { rowTo: 2.5 }, 'rowTo'],
    ['a row as text', { rowFrom: '1' }, 'rowFrom'],
    ['a row past any integer', { rowTo: 1e20 }, 'rowTo'],
    ['a fields list that is not a list', { fields: 'name' }, 'fields'],
    ['an unknown member', { owner: 'someone-else' }, 'owner'],
  ])('answers 400 with fields for %s', async (_label, overrides, field) => {
    const res = await exportReport(t.app, seller, report(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields).toHaveProperty(field);
  });

  it('answers 400, never 500, to a body that is not an object', async () => {
    for (const body of ['[]', '"x"', 'null', '{"type":{"$gt":""}}', '{"type":"prospects","period":"all_time","layout":"detailed","fields":["name"],"format":"csv","rowTo":1e999}']) {
      expect((await exportReport(t.app, seller, body)).statusCode, body).toBe(400);
    }
  });

  it('answers 400, never 500, to a custom period naming a day the calendar cannot count from or to', async () => {
    const outside = 'Choose a date from 1900-01-01 to 2999-12-31';
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      // The day after 9999-12-31 has no four-digit year: it answered 500.
      [{ from: '2026-01-01', to: '9999-12-31' }, { to: outside }],
      [{ from: '0100-01-01', to: '2026-01-01' }, { from: outside }],
      [{ from: '0050-06-01', to: '2026-01-01' }, { from: outside }],
    ];
    for (const [dates, fields] of cases) {
      for (const format of ['csv', 'pdf']) {
        const res = await exportReport(t.app, seller, report({ period: 'custom', format, layout: 'visual_charts', ...dates }));
        expect(res.statusCode, `${JSON.stringify(dates)} ${res.body}`).toBe(400);
        expect(res.json().error.fields).toEqual(fields);
      }
      const query = new URLSearchParams({ type: 'prospects', period: 'custom', ...(dates as Record<string, string>) });
      expect((await call(t.app, 'GET', `/api/reports/meta?${query}`, { cookie: seller.cookie })).statusCode).toBe(400);
      expect((await call(t.app, 'POST', '/api/reports/preview', { cookie: seller.cookie, body: { ...report({ period: 'custom', ...dates }), format: undefined } })).statusCode).toBe(400);
    }
  });

  it('answers 422 no_data when the period has nothing', async () => {
    const res = await exportReport(t.app, empty, report());
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('no_data');
    const goals = await exportReport(t.app, seller, report({ type: 'goals', fields: ['title'] }));
    expect(goals.json().error.code).toBe('no_data');
  });
});

describe('CSV export', () => {
  it('streams the 2,000 rows as a CSV file the seller can open, labels in her language', async () => {
    const res = await exportReport(t.app, seller, report({ fields: ['status', 'name'] }), 'es');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="upline-prospects-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = csvOf(res.body);
    // Fields in the table's order (name before status) whatever order they were picked in.
    expect(rows[0]).toEqual(['Nombre', 'Estado']);
    expect(rows).toHaveLength(2001);
    expect(rows[1]).toEqual(['Prospect N00001', 'Lead frío']);
    expect(rows[2000]).toEqual(['Prospect N02000', 'Lead frío']);
    expect(rows.some((r) => r[0]!.startsWith('Stranger'))).toBe(false);
  });

  it('exports only the row range asked for', async () => {
    const rows = csvOf((await exportReport(t.app, seller, report({ fields: ['name'], rowFrom: 1500, rowTo: 1504 }))).body);
    expect(rows).toEqual([['Name'], ['Prospect N01500'], ['Prospect N01501'], ['Prospect N01502'], ['Prospect N01503'], ['Prospect N01504']]);
  });

  it('never includes another user’s rows, whatever the type', async () => {
    const res = await exportReport(t.app, stranger, report({ fields: ['name'] }));
    const rows = csvOf(res.body);
    expect(rows).toHaveLength(31);
    expect(rows.slice(1).every((r) => r[0]!.startsWith('Stranger'))).toBe(true);
  });

  it('keeps formulas inert: a cell starting with = + - @, a tab or a carriage return gets a leading apostrophe', async () => {
    const user = await userOn(t.app, 'premium');
    const names = ['=HYPERLINK("http://evil.example","x")', '+cmd|calc', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1', 'Plain'];
    for (const [i, name] of names.entries()) {
      await t.app.database.query(`insert into prospects (user_id, first_name, last_name, email, created_at) values ($1, $2, 'X', $3, now() - ($4 * interval '1 minute'))`, [user.userId, name, `f${i}@ex.com`, names.length - i]);
    }
    const res = await exportReport(t.app, user, report({ fields: ['name'] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(csvOf(res.body).slice(1).map((r) => r[0])).toEqual([...names.slice(0, -1).map((n) => `'${n} X`), 'Plain X']);
  });

  it('writes the summary layout as counts by status', async () => {
    const rows = csvOf((await exportReport(t.app, seller, report({ layout: 'summary' }))).body);
    expect(rows).toEqual([['Status', 'Count', 'Share'], ['Cold lead', '2000', '100']]);
  });
});

describe('PDF export', () => {
  it('answers a real PDF with the pages its rows need', async () => {
    const res = await exportReport(t.app, seller, report({ format: 'pdf', rowFrom: 1, rowTo: 100 }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // 100 rows: about 43 under the heading on page 1, 49 on page 2, the rest on page 3.
    expect(pdfPages(res.rawPayload)).toBe(3);
  });

  it('draws the visual layout with its charts, in Russian', async () => {
    const res = await exportReport(t.app, seller, report({ format: 'pdf', layout: 'visual_charts', rowTo: 10 }), 'ru');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(res.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(pdfPages(res.rawPayload)).toBe(1);
  });
});

describe('every type', () => {
  it('exports the seller’s own activities, goals, team members and hot leads, never another user’s', async () => {
    const own = await userOn(t.app, 'premium');
    for (const [user, name] of [[own, 'Mine'], [stranger, 'Theirs']] as const) {
      const q = (text: string, params: unknown[]) => t.app.database.query(text, params);
      await insertProspects(t.app, user, 1, { prefix: name });
      const [p] = await q(`select id from prospects where user_id = $1 and first_name = $2`, [user.userId, name]);
      const prospectId = (p as { id: string }).id;
      await q(`insert into activities (user_id, prospect_id, title, type, status) values ($1, $2, $3, 'call', 'completed')`, [user.userId, prospectId, `${name} call`]);
      await q(`insert into goals (user_id, title, type, target_value, current_value) values ($1, $2, 'calls_made', 40, 10)`, [user.userId, `${name} goal`]);
      await q(`insert into team_members (user_id, first_name, last_name, email, rank) values ($1, $2, 'Member', 'm@ex.com', 'gold')`, [user.userId, name]);
      await q(`insert into hot_lead_scores (prospect_id, user_id, score, open_rate, click_rate, time_on_page_score, interaction_count, last_engagement_at) values ($1, $2, 75, 0.5, 0.25, 0, 3, now())`, [prospectId, user.userId]);
    }
    const cases = [
      ['activities', ['title', 'type', 'prospect'], ['Mine call', 'Call', 'Mine N00001']],
      ['goals', ['title', 'type', 'progress'], ['Mine goal', 'Calls made', '25']],
      ['team', ['name', 'rank'], ['Mine Member', 'Gold']],
      ['hot_leads', ['name', 'score', 'openRate'], ['Mine N00001', '75', '50']],
    ] as const;
    for (const [type, fields, expected] of cases) {
      const res = await exportReport(t.app, own, report({ type, fields }));
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
      expect(csvOf(res.body).slice(1), type).toEqual([expected]);
    }
  });
});

describe('preview', () => {
  it('answers the counts by group and the first rows of the range, raw', async () => {
    const res = await call(t.app, 'POST', '/api/reports/preview', { cookie: seller.cookie, body: { type: 'prospects', period: 'all_time', layout: 'detailed', fields: ['name', 'createdAt'], rowFrom: 3 } });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.rowCount).toBe(2000);
    expect(preview.groups).toEqual([{ key: 'cold_lead', count: 2000 }]);
    expect(preview.rows).toHaveLength(10);
    expect(preview.rows[0]).toEqual({ name: 'Prospect N00003', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  });
});
