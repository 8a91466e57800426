import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { userOn, type TTestUser } from '../follow-ups/follow-ups.test-support.js';
import { day, insertActivity, insertCommission, insertDownline } from './team-analytics.test-support.js';

let t: TTestApp;
let leader: TTestUser;
let ids: Record<string, string>;

const get = (url: string, user = leader) => call(t.app, 'GET', url, { cookie: user.cookie });
const tab = async (name: string, period?: number) => {
  const res = await get(`/api/team-analytics?tab=${name}${period ? `&period=${period}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/**
 * The hand-made team (days since joining):
 *   A bronze, active, 400 (own account LA)   ── B active 200 (own account LB) ── D active 10
 *                                             ── C active 20
 *                                             ── E inactive 100
 *   F on leave 300 · G terminated 50 · H active 60 (nothing recorded: at risk)
 */
beforeAll(async () => {
  t = await createTestApp();
  leader = await userOn(t.app, 'premium');
  const [la, lb] = await Promise.all([userOn(t.app, 'free'), userOn(t.app, 'free')]);
  ids = await insertDownline(t.app, leader.userId, [
    { key: 'A', rank: 'bronze', joinedDaysAgo: 400, linkedUserId: la.userId },
    { key: 'B', sponsor: 'A', joinedDaysAgo: 200, linkedUserId: lb.userId },
    { key: 'C', sponsor: 'A', joinedDaysAgo: 20 },
    { key: 'D', sponsor: 'B', joinedDaysAgo: 10 },
    { key: 'E', sponsor: 'A', status: 'inactive', joinedDaysAgo: 100 },
    { key: 'F', status: 'on_leave', joinedDaysAgo: 300 },
    { key: 'G', status: 'terminated', joinedDaysAgo: 50 },
    { key: 'H', joinedDaysAgo: 60 },
  ]);
  await insertCommission(t.app, leader.userId, { memberId: ids.B!, cents: 5_000, daysAgo: 0 });
  await insertCommission(t.app, leader.userId, { memberId: ids.A!, cents: 3_000, daysAgo: 40 });
  await insertCommission(t.app, leader.userId, { memberId: ids.A!, cents: 1_000, daysAgo: 0, status: 'cancelled' });
  await insertCommission(t.app, leader.userId, { memberId: null, cents: 9_999, daysAgo: 0 });
  for (const [type, daysAgo] of [['call', 1], ['call', 2], ['call', 3], ['email', 4], ['call', 100]] as const) await insertActivity(t.app, la.userId, type, daysAgo);
  await insertActivity(t.app, lb.userId, 'meeting', 40);
  await insertActivity(t.app, lb.userId, 'meeting', 41);
  await t.app.database.query(`insert into goals (user_id, title, type, target_value, current_value) values ($1, 'Sign 3 customers', 'prospects_enrolled', 3, 1)`, [la.userId]);
  const [team] = await t.app.database.query<{ id: string }>(`insert into user_defined_teams (user_id, team_name) values ($1, 'North') returning id`, [leader.userId]);
  for (const key of ['A', 'B']) await t.app.database.query(`insert into custom_team_members (user_id, team_id, team_member_id) values ($1, $2, $3)`, [leader.userId, team!.id, ids[key]]);
});
afterAll(() => t.close());

describe('access and input', () => {
  it('answers 403 premium_required to a free user before reading the input, 401 signed out', async () => {
    const free = await userOn(t.app, 'free');
    for (const url of ['/api/team-analytics', '/api/team-analytics?tab=nope', '/api/team-goals']) {
      const res = await get(url, free);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('premium_required');
    }
    expect((await call(t.app, 'GET', '/api/team-analytics')).statusCode).toBe(401);
  });

  it('answers 400 validation_failed for an unknown tab or period', async () => {
    for (const [query, field] of [['tab=sales', 'tab'], ['period=45', 'period'], ['period=abc', 'period']]) {
      const res = await get(`/api/team-analytics?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([field]);
    }
  });

  it('shows another leader none of this team', async () => {
    const other = await userOn(t.app, 'premium');
    const res = (await get('/api/team-analytics', other)).json();
    expect(res).toMatchObject({ teamSize: 0, activeMembers: 0, levels: 0, commissionsThisMonthCents: 0 });
  });
});

describe('the tabs’ figures', () => {
  it('overview: size, active, new in 30 days, levels, ranks, team commissions this month', async () => {
    const o = await tab('overview');
    expect(o).toMatchObject({ teamSize: 7, activeMembers: 5, newMembers: 2, newMembersWindowDays: 30, levels: 3, commissionsThisMonthCents: 5_000, linkedMembers: 2, to: day(0) });
    expect(o.levelCounts).toEqual([{ level: 1, count: 3 }, { level: 2, count: 3 }, { level: 3, count: 1 }]);
    expect(o.ranks.filter((r: { count: number }) => r.count > 0)).toEqual([{ key: 'associate', count: 6 }, { key: 'bronze', count: 1 }]);
  });

  it('growth: joins over the period on top of the size before it, by level', async () => {
    const g = await tab('growth', 90);
    expect(g).toMatchObject({ unit: 'week', from: day(-89), sizeAtStart: 4, joinedInPeriod: 3, sizeNow: 7 });
    expect(g.buckets.reduce((sum: number, b: { joins: number }) => sum + b.joins, 0)).toBe(3);
    expect(g.buckets.at(-1).cumulative).toBe(7);
    expect(g.byLevel).toEqual([{ level: 1, count: 3, joinedInPeriod: 1 }, { level: 2, count: 3, joinedInPeriod: 1 }, { level: 3, count: 1, joinedInPeriod: 1 }]);
    expect((await tab('growth', 365)).unit).toBe('month');
  });

  it('activity: what members logged in their own accounts, per week and type, most active first', async () => {
    const a30 = await tab('activity', 30);
    expect(a30).toMatchObject({ total: 4, types: ['call', 'email'], linkedMembers: 2, teamSize: 7 });
    expect(a30.mostActive.map((m: { id: string; count: number }) => [m.id, m.count])).toEqual([[ids.A, 4]]);
    const a90 = await tab('activity', 90);
    expect(a90.total).toBe(6);
    expect(a90.weeks.reduce((sum: number, w: { counts: Record<string, number> }) => sum + (w.counts.meeting ?? 0), 0)).toBe(2);
    expect(a90.mostActive.map((m: { id: string; count: number }) => [m.id, m.count])).toEqual([[ids.A, 4], [ids.B, 2]]);
    expect((await tab('activity', 365)).total).toBe(7);
  });

  it('performance: team commissions by month and member, recruits, and each member’s next rank', async () => {
    const p = await tab('performance', 90);
    expect(p.totalCents).toBe(8_000);
    expect(p.byMonth.at(-1)).toEqual({ month: `${day(0).slice(0, 8)}01`, cents: 5_000 });
    expect(p.performers.map((m: Record<string, unknown>) => [m.id, m.commissionsCents, m.recruits, m.activities])).toEqual([
      [ids.B, 5_000, 1, 2],
      [ids.A, 3_000, 1, 4],
    ]);
    // B: 1 active recruit of 2 and 1 member of 3 for bronze (33 %); A: 2 of 3 and 3 of 10 for silver (30 %).
    expect(p.forecast.slice(0, 2).map((f: Record<string, unknown>) => [f.id, f.nextRank, f.directRecruits, f.teamSize, f.missingDirectRecruits, f.missingTeamSize, f.progressPercent])).toEqual([
      [ids.B, 'bronze', 1, 1, 1, 2, 33],
      [ids.A, 'silver', 2, 3, 1, 7, 30],
    ]);
    expect(p.forecast).toHaveLength(7);
  });

  it('engagement: statuses, recently active, and the at-risk list (silent 30 days, not new)', async () => {
    const e = await tab('engagement');
    expect(e.statuses).toEqual([{ key: 'active', count: 5 }, { key: 'inactive', count: 1 }, { key: 'on_leave', count: 1 }, { key: 'terminated', count: 1 }]);
    expect(e).toMatchObject({ windowDays: 30, activeRecently: 2, atRiskTotal: 1 });
    expect(e.atRisk).toEqual([{ id: ids.H, name: 'H Member', rank: 'associate', joinDate: day(-60), lastActivityAt: null }]);
    expect(e.recentlyActive.map((m: { id: string }) => m.id)).toEqual([ids.B, ids.A]);
  });

  it('segmentation: by rank, role, status, custom team and join cohort', async () => {
    const s = await tab('segmentation');
    expect(s.total).toBe(7);
    expect(s.byRole.find((r: { key: string }) => r.key === 'partner').count).toBe(7);
    expect(s.byStatus.find((r: { key: string }) => r.key === 'terminated').count).toBe(1);
    expect(s.byCustomTeam).toEqual([{ id: null, name: null, count: 5 }, { id: expect.any(String), name: 'North', count: 2 }]);
    expect(s.byCohort.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(7);
    expect(s.byCohort.reduce((sum: number, c: { active: number }) => sum + c.active, 0)).toBe(5);
  });
});

describe('team goals', () => {
  const post = (body: unknown, user = leader) => call(t.app, 'POST', '/api/team-goals', { cookie: user.cookie, body });

  it('measures each metric from the records and says where it stands', async () => {
    const make = async (body: Record<string, unknown>) => {
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const size = await make({ title: 'Ten strong', metric: 'team_size', targetValue: 10, startDate: day(-10), deadline: day(10) });
    // Six members before the start, an even pace to ten gives 8 by now: 7 is behind.
    expect(size).toMatchObject({ currentValue: 7, expectedValue: 8, status: 'behind', progressPercent: 70 });
    expect(await make({ title: 'Two new', metric: 'new_members', targetValue: 2, startDate: day(-30), deadline: day(5) })).toMatchObject({ currentValue: 2, status: 'done' });
    expect(await make({ title: '$100', metric: 'commissions_cents', targetValue: 10_000, startDate: day(-45), deadline: day(45) })).toMatchObject({ currentValue: 8_000, status: 'on_track' });
    expect(await make({ title: 'Ten activities', metric: 'team_activities', targetValue: 10, startDate: day(-60), deadline: day(-1) })).toMatchObject({ currentValue: 6, status: 'overdue' });
    const custom = await make({ title: 'Webinars', metric: 'custom', targetValue: 5, currentValue: 3, deadline: day(30) });
    expect(custom).toMatchObject({ currentValue: 3, startDate: day(0) });

    const goalsTab = await tab('goals');
    expect(goalsTab.goals.map((g: { title: string }) => g.title)).toEqual(['Ten activities', 'Two new', 'Ten strong', 'Webinars', '$100']);
    expect(goalsTab.memberGoals).toEqual([{ memberId: ids.A, memberName: 'A Member', title: 'Sign 3 customers', type: 'prospects_enrolled', targetValue: 3, currentValue: 1, deadline: null, progressPercent: 33 }]);
    expect((await get('/api/team-goals')).json().items).toHaveLength(5);
  });

  it('edits and deletes; a goal that stops being custom forgets its typed value', async () => {
    const goal = (await post({ title: 'Calls', metric: 'custom', targetValue: 9, currentValue: 4, deadline: day(20) })).json();
    const patched = await call(t.app, 'PATCH', `/api/team-goals/${goal.id}`, { cookie: leader.cookie, body: { currentValue: 9 } });
    expect(patched.json()).toMatchObject({ currentValue: 9, status: 'done' });
    const switched = await call(t.app, 'PATCH', `/api/team-goals/${goal.id}`, { cookie: leader.cookie, body: { metric: 'active_members', title: 'Active five' } });
    expect(switched.json()).toMatchObject({ title: 'Active five', metric: 'active_members', currentValue: 5 });
    expect((await call(t.app, 'DELETE', `/api/team-goals/${goal.id}`, { cookie: leader.cookie })).statusCode).toBe(204);
    expect((await call(t.app, 'DELETE', `/api/team-goals/${goal.id}`, { cookie: leader.cookie })).statusCode).toBe(404);
  });

  it('answers 400 with the fields at fault', async () => {
    const base = { title: 'Grow', metric: 'team_size', targetValue: 10, deadline: day(30) };
    const cases: [unknown, string[]][] = [
      [{}, ['deadline', 'metric', 'targetValue', 'title']],
      [{ ...base, title: '  ' }, ['title']],
      [{ ...base, metric: 'revenue' }, ['metric']],
      [{ ...base, targetValue: 0 }, ['targetValue']],
      [{ ...base, targetValue: 2.5 }, ['targetValue']],
      [{ ...base, deadline: '31/12/2026' }, ['deadline']],
      [{ ...base, startDate: day(31) }, ['deadline']],
      [{ ...base, currentValue: 3 }, ['currentValue']],
      [{ ...base, owner: 'x' }, ['owner']],
      [{ ...base, metric: 'custom', currentValue: -1 }, ['currentValue']],
      [{ ...base, metric: 'custom', currentValue: '3' }, ['currentValue']],
      [{ ...base, metric: 'custom', currentValue: 1e308 }, ['currentValue']],
      [{ ...base, targetValue: '10' }, ['targetValue']],
      [{ ...base, targetValue: null }, ['targetValue']],
      [{ ...base, deadline: null }, ['deadline']],
      [{ ...base, deadline: '2026-02-30' }, ['deadline']],
      // PostgreSQL has no year 0: these answered 500.
      [{ ...base, startDate: '0000-01-01', deadline: '0000-01-02' }, ['deadline', 'startDate']],
      [{ ...base, deadline: '9999-12-31' }, ['deadline']],
      ['[]', ['_']],
      ['null', ['_']],
    ];
    for (const [body, fields] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields).sort(), JSON.stringify(body)).toEqual(fields);
    }
    const goal = (await post(base)).json();
    for (const [body, field] of [[{ deadline: day(-400) }, 'deadline'], [{ currentValue: 2 }, 'currentValue'], [{}, '_'], [{ startDate: '0000-01-01' }, 'startDate'], [{ targetValue: 0 }, 'targetValue'], [{ deadline: null }, 'deadline']] as const) {
      const res = await call(t.app, 'PATCH', `/api/team-goals/${goal.id}`, { cookie: leader.cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([field]);
    }
  });

  it('answers 404 for another leader’s goal, an unknown or a malformed id', async () => {
    const other = await userOn(t.app, 'premium');
    const theirs = (await post({ title: 'Theirs', metric: 'custom', targetValue: 3, deadline: day(9) }, other)).json();
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await call(t.app, 'PATCH', `/api/team-goals/${id}`, { cookie: leader.cookie, body: { title: 'Mine' } })).statusCode, id).toBe(404);
      expect((await call(t.app, 'DELETE', `/api/team-goals/${id}`, { cookie: leader.cookie })).statusCode, id).toBe(404);
    }
    expect((await get('/api/team-goals', other)).json().items).toEqual([expect.objectContaining({ title: 'Theirs' })]);
  });
});
