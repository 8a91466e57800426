import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created, personBody } from '../../test/records.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('commissions', () => {
  it('needs amount, date and one of the owner’s team members', async () => {
    const u = await createUser(t.app);
    const stranger = await createUser(t.app);
    const theirs = await created(t.app, stranger.cookie, '/api/team-members', personBody());
    const missing = await call(t.app, 'POST', '/api/commissions', { cookie: u.cookie, body: {} });
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['amountCents', 'date', 'teamMemberId']);
    const foreign = await call(t.app, 'POST', '/api/commissions', { cookie: u.cookie, body: { amountCents: 100, date: '2026-01-01', teamMemberId: theirs.id } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.teamMemberId).toBeDefined();
    expect((await call(t.app, 'POST', '/api/commissions', { cookie: u.cookie, body: { amountCents: 10.5, date: '2026-01-01', teamMemberId: theirs.id } })).statusCode).toBe(400);
  });

  it("sums this month's commissions, leaving cancelled ones out", async () => {
    const u = await createUser(t.app);
    const m = await created(t.app, u.cookie, '/api/team-members', personBody({ firstName: 'Mo' }));
    const today = new Date().toISOString().slice(0, 10);
    await created(t.app, u.cookie, '/api/commissions', { amountCents: 12_345, date: today, teamMemberId: m.id, status: 'paid' });
    await created(t.app, u.cookie, '/api/commissions', { amountCents: 1_000, date: today, teamMemberId: m.id, status: 'cancelled' });
    await created(t.app, u.cookie, '/api/commissions', { amountCents: 500, date: '2020-02-02', teamMemberId: m.id });
    expect((await call(t.app, 'GET', '/api/commissions/metrics', { cookie: u.cookie })).json()).toEqual({
      thisMonthCents: 12_345,
      pendingCents: 500,
      paidCents: 12_345,
      totalCents: 12_845,
      count: 3,
    });
    const list = (await call(t.app, 'GET', '/api/commissions?sort=amountCents:desc', { cookie: u.cookie })).json();
    expect(list.items[0]).toMatchObject({ amountCents: 12_345, teamMember: { id: m.id } });
    expect((await call(t.app, 'GET', '/api/dashboard/summary', { cookie: u.cookie })).json().quickStats.monthCommissionCents).toBe(12_345);
  });
});
