import { vi } from 'vitest';
import type { TAnalyticsAnswer, TTeamGoal } from '@shared/team-analytics/team-analytics.schema';
import type { TProfile } from '@shared/profile/profile.schema';

const base = { period: 90 as const, from: '2026-01-01', to: '2026-03-31' };

export function makeGoal(overrides: Partial<TTeamGoal> = {}): TTeamGoal {
  return {
    id: '0b6f2d8e-4a11-4c8e-9a7b-3f1c9a527d1e',
    title: 'Grow to 30 members',
    metric: 'team_size',
    targetValue: 30,
    currentValue: 24,
    startDate: '2026-01-01',
    deadline: '2026-06-30',
    status: 'on_track',
    progressPercent: 80,
    expectedValue: 22,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export const ANSWERS: Record<string, TAnalyticsAnswer> = {
  overview: {
    ...base,
    tab: 'overview',
    teamSize: 24,
    activeMembers: 20,
    newMembers: 3,
    newMembersWindowDays: 30,
    levels: 3,
    levelCounts: [{ level: 1, count: 4 }, { level: 2, count: 9 }, { level: 3, count: 11 }],
    ranks: [{ key: 'associate', count: 18 }, { key: 'bronze', count: 5 }, { key: 'silver', count: 1 }],
    commissionsThisMonthCents: 123_456,
    linkedMembers: 5,
  },
  growth: {
    ...base,
    tab: 'growth',
    unit: 'week',
    buckets: [{ start: '2026-03-16', joins: 2, cumulative: 22 }, { start: '2026-03-23', joins: 2, cumulative: 24 }],
    joinedInPeriod: 4,
    sizeAtStart: 20,
    sizeNow: 24,
    byLevel: [{ level: 1, count: 4, joinedInPeriod: 0 }, { level: 3, count: 11, joinedInPeriod: 4 }],
  },
  performance: {
    ...base,
    tab: 'performance',
    totalCents: 50_000,
    byMonth: [{ month: '2026-03-01', cents: 50_000 }],
    performers: [{ id: 'm1', name: 'Elena Costa', rank: 'silver', commissionsCents: 30_000, recruits: 2, activities: 14 }],
    ranks: [{ key: 'silver', count: 1 }],
    forecast: [
      { id: 'm2', name: 'Hugo Weber', rank: 'associate', status: 'active', nextRank: 'bronze', directRecruits: 2, teamSize: 4, missingDirectRecruits: 0, missingTeamSize: 0, qualifies: true, progressPercent: 100 },
      { id: 'm1', name: 'Elena Costa', rank: 'silver', status: 'active', nextRank: 'gold', directRecruits: 4, teamSize: 12, missingDirectRecruits: 0, missingTeamSize: 13, qualifies: false, progressPercent: 48 },
    ],
  },
  activity: { ...base, tab: 'activity', linkedMembers: 0, teamSize: 24, total: 0, types: [], weeks: [{ start: '2026-03-23', counts: {}, total: 0 }], mostActive: [] },
  engagement: {
    ...base,
    tab: 'engagement',
    windowDays: 30,
    statuses: [{ key: 'active', count: 20 }, { key: 'inactive', count: 2 }, { key: 'on_leave', count: 1 }, { key: 'terminated', count: 1 }],
    activeRecently: 6,
    atRiskTotal: 1,
    atRisk: [{ id: 'm3', name: 'Noah Schmidt', rank: 'associate', joinDate: '2025-08-28', lastActivityAt: null }],
    recentlyActive: [{ id: 'm1', name: 'Elena Costa', rank: 'silver', lastActivityAt: '2026-03-30T10:00:00.000Z' }],
  },
  segmentation: {
    ...base,
    tab: 'segmentation',
    total: 23,
    byRank: [{ key: 'associate', count: 20 }, { key: 'bronze', count: 3 }],
    byRole: [{ key: 'partner', count: 20 }, { key: 'mentor', count: 3 }],
    byStatus: [{ key: 'active', count: 20 }, { key: 'inactive', count: 3 }, { key: 'on_leave', count: 0 }, { key: 'terminated', count: 1 }],
    byCustomTeam: [{ id: null, name: null, count: 17 }, { id: 't1', name: 'Leadership circle', count: 6 }],
    byCohort: [{ cohort: '2025-Q3', count: 3, active: 2 }, { cohort: '2026-Q1', count: 20, active: 18 }],
  },
  goals: { ...base, tab: 'goals', goals: [makeGoal(), makeGoal({ id: 'g2', title: 'Commissions', metric: 'commissions_cents', targetValue: 100_000, currentValue: 25_000, status: 'behind', progressPercent: 25, expectedValue: 50_000 })], memberGoals: [] },
};

/** Answers the profile and each tab by its `tab` parameter; records every request. */
export function stubAnalyticsFetch(profile: TProfile, extra: Record<string, (init?: RequestInit) => Response> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (extra[key]) return extra[key]!(init);
    if (key === 'GET /api/me') return Response.json(profile);
    if (key === 'GET /api/team-analytics') {
      const answer = ANSWERS[url.searchParams.get('tab') ?? 'overview'];
      return answer ? Response.json(answer) : Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    }
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const analyticsRequests = (fetchMock: ReturnType<typeof stubAnalyticsFetch>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((u) => u.pathname === '/api/team-analytics').map((u) => `${u.searchParams.get('tab')}:${u.searchParams.get('period')}`);
