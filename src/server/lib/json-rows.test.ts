import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app.js';
import { createUser } from '../test/accounts.js';
import { created, personBody } from '../test/records.js';
import { recordStatements } from '../test/statements.js';
import { prospectsList } from '../modules/prospects/prospects.repository.js';
import { activitiesList } from '../modules/activities/activities.repository.js';
import { commissionsList } from '../modules/commissions/commissions.repository.js';
import { jsonRows } from './json-rows.js';
import { pageSelect, readPage } from './list.js';
import { selectScalars } from './sql.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('jsonRows', () => {
  it('answers, inside one statement, exactly the rows each select answers alone: dates, json, arrays, joins and their nulls', async () => {
    const u = await createUser(t.app);
    const prospect = await created(t.app, u.cookie, '/api/prospects', personBody({ firstName: 'Ana', lastName: 'Lima', birthday: '1990-04-02', tags: ['vip', 'spring'], socialMedia: { instagram: '@ana' }, companyName: 'Acme' }));
    await created(t.app, u.cookie, '/api/prospects', personBody());
    const member = await created(t.app, u.cookie, '/api/team-members', personBody({ firstName: 'Bo' }));
    await created(t.app, u.cookie, '/api/activities', { title: 'Call Ana', type: 'call', prospectId: prospect.id, scheduledAt: new Date(Date.now() + 86_400_000).toISOString(), status: 'scheduled' });
    await created(t.app, u.cookie, '/api/activities', { title: 'Email the spring offer', type: 'email' });
    await created(t.app, u.cookie, '/api/commissions', { amountCents: 12_550, date: '2026-11-02', type: 'product_sale', teamMemberId: member.id, prospectId: prospect.id });
    await created(t.app, u.cookie, '/api/commissions', { amountCents: 900, date: '2026-11-03', teamMemberId: member.id });

    const page = { page: 1, pageSize: 20 };
    const newest = { field: 'createdAt', direction: 'desc' } as const;
    const selects = {
      prospects: pageSelect(prospectsList(t.app.db, u.userId, { ...page, sort: newest }), page),
      activities: pageSelect(activitiesList(t.app.db, u.userId, { ...page, sort: newest }), page),
      commissions: pageSelect(commissionsList(t.app.db, u.userId, { ...page, sort: { field: 'date', direction: 'desc' } }), page),
    };
    const reads = { prospects: jsonRows(selects.prospects), activities: jsonRows(selects.activities), commissions: jsonRows(selects.commissions) };
    const row = await selectScalars<Record<keyof typeof reads | 'none', unknown>>(t.app.db, {
      prospects: reads.prospects.sql,
      activities: reads.activities.sql,
      commissions: reads.commissions.sql,
      none: jsonRows(pageSelect(prospectsList(t.app.db, 'no-such-owner', { ...page, sort: newest }), page)).sql,
    });

    const [prospects, activities, commissions] = await Promise.all([selects.prospects, selects.activities, selects.commissions]);
    expect(prospects).toHaveLength(2);
    expect(reads.prospects.decode(row.prospects)).toEqual(prospects);
    expect(reads.activities.decode(row.activities)).toEqual(activities);
    expect(reads.commissions.decode(row.commissions)).toEqual(commissions);
    // What the comparison relies on: real values of each kind, and a left join's missing side.
    const ana = reads.prospects.decode(row.prospects).find((p) => p.firstName === 'Ana')!;
    expect(ana.createdAt).toBeInstanceOf(Date);
    expect(ana).toMatchObject({ birthday: '1990-04-02', tags: ['vip', 'spring'], socialMedia: { instagram: '@ana' } });
    expect(reads.activities.decode(row.activities).map((a) => a.prospectFirst)).toEqual(expect.arrayContaining(['Ana', null]));
    expect(reads.commissions.decode(row.commissions).map((c) => c.prospectFirst)).toEqual(expect.arrayContaining(['Ana', null]));
    expect(jsonRows(selects.prospects).decode(row.none)).toEqual([]);
  });

  it('reads an unfiltered list page and its owner total in one statement, as the two-statement read answers them', async () => {
    const u = await createUser(t.app);
    for (let i = 0; i < 3; i += 1) await created(t.app, u.cookie, '/api/prospects', personBody());
    const query = { page: 2, pageSize: 2, sort: { field: 'createdAt', direction: 'desc' } } as const;
    const statements = recordStatements(t.app);
    try {
      const one = await readPage(t.app.db, prospectsList(t.app.db, u.userId, query), query);
      expect(statements.texts()).toHaveLength(1);
      const two = await readPage(t.app.db, { ...prospectsList(t.app.db, u.userId, query), total: undefined }, query);
      expect(statements.texts()).toHaveLength(3);
      expect(one).toEqual(two);
      expect(one.total).toBe(3);
      expect(one.rows).toHaveLength(1);
    } finally {
      statements.restore();
    }
  });
});
