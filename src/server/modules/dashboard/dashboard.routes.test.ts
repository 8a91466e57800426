import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deals, userProfiles } from '../../db/schema/index.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created, personBody } from '../../test/records.js';
import { recordStatements } from '../../test/statements.js';
import { getDashboardSummary } from './dashboard.service.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dashboard', () => {
  it('counts active prospects without enrolled or not interested ones, and team size', async () => {
    const u = await createUser(t.app);
    for (const status of ['cold_lead', 'interested', 'enrolled', 'not_interested']) await created(t.app, u.cookie, '/api/prospects', personBody({ status }));
    await created(t.app, u.cookie, '/api/team-members', personBody());
    const summary = (await call(t.app, 'GET', '/api/dashboard/summary', { cookie: u.cookie })).json();
    expect(summary.quickStats).toEqual({ activeProspects: 2, monthCommissionCents: 0, teamSize: 1 });
    expect(summary.pipeline.find((p: { status: string }) => p.status === 'enrolled').count).toBe(1);
    const full = (await call(t.app, 'GET', '/api/dashboard', { cookie: u.cookie })).json();
    expect(full.totals).toMatchObject({ prospects: 4, contacts: 5 });
    expect(full.recentProspects).toHaveLength(4);
  });

  it('shows the sponsor who referred the user', async () => {
    const sponsor = await createUser(t.app, { firstName: 'Sofia', lastName: 'Reyes' });
    const code = (await call(t.app, 'GET', '/api/me', { cookie: sponsor.cookie })).json().referralCode;
    const u = await createUser(t.app, { referralCode: code });
    expect((await call(t.app, 'GET', '/api/dashboard/summary', { cookie: u.cookie })).json().sponsor).toMatchObject({ name: 'Sofia Reyes', email: sponsor.email });
  });

  it('sums the owner’s deals: open and weighted value, this month’s wins, and every stage of her pipeline', async () => {
    const u = await createUser(t.app);
    const other = await createUser(t.app);
    const deal = (userId: string, stage: string, valueCents: number, probability: number, fields: Partial<typeof deals.$inferInsert> = {}) =>
      ({ userId, title: `${stage} deal`, stage, valueCents, probability, closeDate: '2026-04-20', ...fields }) as typeof deals.$inferInsert;
    await t.app.db.update(userProfiles).set({ pipelineStages: ['Tasting', 'proposal'] }).where(eq(userProfiles.userId, u.userId));
    await t.app.db.insert(deals).values([
      deal(u.userId, 'Tasting', 15_000, 25),
      deal(u.userId, 'Tasting', 20_001, 25),
      deal(u.userId, 'proposal', 250_000, 50),
      // A stage the owner has since removed still holds a deal.
      deal(u.userId, 'negotiation', 100_000, 70),
      deal(u.userId, 'closed_won', 480_000, 100, { actualCloseAt: new Date() }),
      deal(u.userId, 'closed_won', 90_000, 100, { actualCloseAt: new Date(Date.now() - 400 * 86_400_000) }),
      deal(u.userId, 'closed_lost', 30_000, 0, { actualCloseAt: new Date() }),
      deal(other.userId, 'proposal', 999_900, 50),
    ]);
    const { deals: figures } = (await call(t.app, 'GET', '/api/dashboard', { cookie: u.cookie })).json();
    expect(figures).toEqual({
      openCount: 4,
      openCents: 385_001,
      // 3,750 + 5,000 (5,000.25 rounded per deal) + 125,000 + 70,000
      weightedCents: 203_750,
      wonThisMonthCents: 480_000,
      wonThisMonthCount: 1,
      stages: [
        { stage: 'Tasting', count: 2, totalCents: 35_001 },
        { stage: 'proposal', count: 1, totalCents: 250_000 },
        { stage: 'negotiation', count: 1, totalCents: 100_000 },
        { stage: 'closed_won', count: 2, totalCents: 570_000 },
        { stage: 'closed_lost', count: 1, totalCents: 30_000 },
      ],
    });
    expect((await call(t.app, 'GET', '/api/dashboard/summary', { cookie: u.cookie })).json().deals).toEqual(figures);
  });

  it('shows a new seller the default stages, all empty', async () => {
    const u = await createUser(t.app);
    const { deals: figures } = (await call(t.app, 'GET', '/api/dashboard/summary', { cookie: u.cookie })).json();
    expect(figures).toEqual({
      openCount: 0,
      openCents: 0,
      weightedCents: 0,
      wonThisMonthCents: 0,
      wonThisMonthCount: 0,
      stages: ['lead_generation', 'qualification', 'contacted', 'proposal', 'negotiation', 'closed_won', 'closed_lost'].map((stage) => ({ stage, count: 0, totalCents: 0 })),
    });
  });

  it('starts "this month" on the first in the owner’s time zone', async () => {
    const u = await createUser(t.app);
    await t.app.db.update(userProfiles).set({ timeZone: 'Pacific/Auckland' }).where(eq(userProfiles.userId, u.userId));
    // 12:00 UTC on 31 March is 01:00 on 1 April in Auckland (UTC+13): April began at 11:00 UTC.
    const now = new Date('2026-03-31T12:00:00Z');
    const won = (valueCents: number, actualCloseAt: Date | null, closeDate: string) =>
      ({ userId: u.userId, title: 'Won', stage: 'closed_won', valueCents, probability: 100, closeDate, actualCloseAt }) as typeof deals.$inferInsert;
    await t.app.db.insert(deals).values([
      won(1_000, new Date('2026-03-31T11:30:00Z'), '2026-04-01'),
      won(2_000, new Date('2026-03-31T10:30:00Z'), '2026-03-31'),
      // Closed won without a recorded moment: its close date decides.
      won(4_000, null, '2026-04-01'),
      won(8_000, null, '2026-03-31'),
    ]);
    const summary = await getDashboardSummary(t.app.db, u.userId, now);
    expect(summary.deals).toMatchObject({ wonThisMonthCents: 5_000, wonThisMonthCount: 2, openCount: 0 });
  });

  it('reads a time zone PostgreSQL does not know as UTC rather than failing', async () => {
    const u = await createUser(t.app);
    await t.app.db.update(userProfiles).set({ timeZone: 'Mars/Olympus_Mons' }).where(eq(userProfiles.userId, u.userId));
    await t.app.db.insert(deals).values({ userId: u.userId, title: 'Won', stage: 'closed_won', valueCents: 7_000, probability: 100, closeDate: '2026-03-31', actualCloseAt: new Date('2026-03-31T23:30:00Z') });
    expect((await getDashboardSummary(t.app.db, u.userId, new Date('2026-03-31T23:45:00Z'))).deals).toMatchObject({ wonThisMonthCents: 7_000, wonThisMonthCount: 1 });
    expect((await call(t.app, 'GET', '/api/dashboard/summary', { cookie: u.cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/dashboard', { cookie: u.cookie })).statusCode).toBe(200);
  });

  it('reads every card in at most three statements, the session check included', async () => {
    const u = await createUser(t.app);
    const prospect = await created(t.app, u.cookie, '/api/prospects', personBody({ status: 'interested' }));
    const member = await created(t.app, u.cookie, '/api/team-members', personBody());
    await created(t.app, u.cookie, '/api/activities', { title: 'Call', type: 'call', prospectId: prospect.id });
    await created(t.app, u.cookie, '/api/commissions', { amountCents: 5_000, date: new Date().toISOString().slice(0, 10), teamMemberId: member.id });
    await created(t.app, u.cookie, '/api/goals', { title: 'Ten demos', targetValue: 10 });
    await created(t.app, u.cookie, '/api/tasks', { title: 'Send the catalogue', dueAt: new Date(Date.now() + 60_000).toISOString() });
    const warm = await call(t.app, 'GET', '/api/dashboard', { cookie: u.cookie });
    expect(warm.statusCode).toBe(200);

    const statements = recordStatements(t.app);
    try {
      const res = await call(t.app, 'GET', '/api/dashboard', { cookie: u.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(warm.json());
      expect(res.json()).toMatchObject({ totals: { prospects: 1, contacts: 2, activities: 1, commissions: 1 }, quickStats: { activeProspects: 1, monthCommissionCents: 5_000, teamSize: 1 } });
      expect(res.json().goals).toHaveLength(1);
      expect(res.json().agenda.tasksToday + res.json().agenda.tasksOverdue).toBe(1);
      expect(statements.texts().length).toBeGreaterThan(0);
      expect(statements.texts().length).toBeLessThanOrEqual(3);
      // The summary (the sidebar's and the assistant's) needs no agenda, so no owner's row first: one.
      const before = statements.texts().length;
      const summary = await call(t.app, 'GET', '/api/dashboard/summary', { cookie: u.cookie });
      expect(summary.statusCode).toBe(200);
      expect(summary.json().quickStats).toEqual(res.json().quickStats);
      expect(statements.texts().length - before).toBe(1);
    } finally {
      statements.restore();
    }
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/api/dashboard')).statusCode).toBe(401);
  });
});
