import type { TAdminPurchase, TAdminStats, TAdminUser, TAdminUserDetail } from '@shared/admin/admin.schema';

export function makeStats(overrides: Partial<TAdminStats> = {}): TAdminStats {
  return {
    users: { total: 1234, byTier: { free: 900, starter: 100, trial: 34, premium: 150, pro: 40, enterprise: 10 }, newLast30Days: 87, activeTrials: 34, banned: 3 },
    revenue: { thisMonthCents: 123456, allTimeCents: 9876543, purchasesThisMonth: 42 },
    tickets: { open: 5, inprogress: 2 },
    signupsByDay: Array.from({ length: 30 }, (_, i) => ({ date: `2026-03-${String(i + 1).padStart(2, '0')}`, count: i === 9 ? 12 : 1 })),
    ...overrides,
  };
}

export function makeAdminUser(overrides: Partial<TAdminUser> = {}): TAdminUser {
  return {
    id: 'u2',
    name: 'Bruno Diaz',
    email: 'bruno@example.com',
    role: 'user',
    membershipTier: 'free',
    trialEndsAt: null,
    membershipExpiry: null,
    banned: false,
    banReason: null,
    banExpires: null,
    emailVerified: true,
    twoFactorEnabled: false,
    createdAt: '2026-02-01T10:00:00.000Z',
    lastSignInAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makePurchase(overrides: Partial<TAdminPurchase> = {}): TAdminPurchase {
  return {
    id: 'p1',
    userId: 'u2',
    userName: 'Bruno Diaz',
    userEmail: 'bruno@example.com',
    product: 'premium_monthly',
    amountCents: 4999,
    currency: 'usd',
    status: 'succeeded',
    periodStart: '2026-03-01T00:00:00.000Z',
    periodEnd: '2026-04-01T00:00:00.000Z',
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeUserDetail(overrides: Partial<TAdminUserDetail> = {}): TAdminUserDetail {
  return {
    ...makeAdminUser(),
    counts: { prospects: 12, contacts: 4, teamMembers: 3, activities: 20, deals: 2, tasks: 7, goals: 1, commissions: 0 },
    purchases: [makePurchase()],
    ...overrides,
  };
}

export const pageOf = <T>(items: T[], total = items.length) => ({ body: { items, total, page: 1, pageSize: 20 } });
