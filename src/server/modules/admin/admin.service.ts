import type { TDb } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isoOrNull, pageOf } from '../../lib/list.js';
import {
  ADMIN_MESSAGES,
  ADMIN_STATS_DAYS,
  type TAdminBan,
  type TAdminPurchase,
  type TAdminPurchaseListQuery,
  type TAdminStats,
  type TAdminUser,
  type TAdminUserDetail,
  type TAdminUserListQuery,
  type TAdminUserUpdate,
  type TUserRole,
} from '../../../shared/admin/admin.schema.js';
import type { TPage } from '../../../shared/common/pagination.js';
import { MEMBERSHIP_TIERS, type TMembershipTier } from '../../../shared/membership/membership.rules.js';
import {
  deleteSessions,
  findUser,
  listPurchases,
  listUsers,
  lockAdminIds,
  newestPurchasesOf,
  recordCounts,
  revenueTotals,
  setBan,
  setMembership,
  setRole,
  signupsSince,
  ticketTotals,
  userTotals,
  type TAdminPurchaseRow,
  type TAdminUserRow,
} from './admin.repository.js';

const DAY_MS = 86_400_000;
/** Purchases shown on a user's detail. */
const DETAIL_PURCHASES = 10;

const startOfUtcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** The dashboard's figures: one statement per source, run side by side. */
export async function getStats(db: TDb, now = new Date()): Promise<TAdminStats> {
  const firstDay = new Date(startOfUtcDay(now).getTime() - (ADMIN_STATS_DAYS - 1) * DAY_MS);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [users, signups, revenue, tickets] = await Promise.all([userTotals(db), signupsSince(db, firstDay), revenueTotals(db, monthStart), ticketTotals(db)]);
  const byDate = new Map(signups.map((s) => [s.date, s.count]));
  const signupsByDay = Array.from({ length: ADMIN_STATS_DAYS }, (_, i) => {
    const date = new Date(firstDay.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { date, count: byDate.get(date) ?? 0 };
  });
  const byTier = Object.fromEntries(MEMBERSHIP_TIERS.map((tier) => [tier, users[tier]])) as Record<TMembershipTier, number>;
  return {
    users: { total: users.total, byTier, newLast30Days: signupsByDay.reduce((sum, d) => sum + d.count, 0), activeTrials: users.activeTrials, banned: users.banned },
    revenue,
    tickets,
    signupsByDay,
  };
}

const toUser = (row: TAdminUserRow): TAdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: (row.role ?? 'user') as TUserRole,
  membershipTier: row.membershipTier as TMembershipTier,
  trialEndsAt: isoOrNull(row.trialEndsAt),
  membershipExpiry: isoOrNull(row.membershipExpiry),
  banned: row.banned ?? false,
  banReason: row.banReason,
  banExpires: isoOrNull(row.banExpires),
  emailVerified: row.emailVerified,
  twoFactorEnabled: row.twoFactorEnabled ?? false,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: isoOrNull(row.lastSignInAt),
});

const toPurchase = (row: TAdminPurchaseRow): TAdminPurchase => ({
  ...row,
  periodStart: isoOrNull(row.periodStart),
  periodEnd: isoOrNull(row.periodEnd),
  createdAt: row.createdAt.toISOString(),
});

export async function listUsersForAdmin(db: TDb, query: TAdminUserListQuery): Promise<TPage<TAdminUser>> {
  const { rows, total } = await listUsers(db, query);
  return pageOf(rows.map(toUser), total, query);
}

export async function getUserForAdmin(db: TDb, id: string): Promise<TAdminUserDetail> {
  const row = await findUser(db, id);
  if (!row) throw notFound('User');
  const [counts, purchases] = await Promise.all([recordCounts(db, id), newestPurchasesOf(db, id, DETAIL_PURCHASES)]);
  return { ...toUser(row), counts, purchases: purchases.map(toPurchase) };
}

/** Role on better-auth's user (its update trigger drops cached sessions at once), tier on the profile. */
export async function updateUserAsAdmin(db: TDb, actorId: string, id: string, input: TAdminUserUpdate): Promise<TAdminUserDetail> {
  await db.transaction(async (tx) => {
    const target = await findUser(tx, id);
    if (!target) throw notFound('User');
    if (input.role === 'user' && target.role === 'admin') {
      if (id === actorId) throw new AppError('conflict', ADMIN_MESSAGES.selfDemotion);
      const admins = await lockAdminIds(tx);
      if (admins.filter((adminId) => adminId !== id).length === 0) throw new AppError('conflict', ADMIN_MESSAGES.lastAdmin);
    }
    if (input.role !== undefined) await setRole(tx, id, input.role);
    if (input.membershipTier !== undefined || input.trialEndsAt !== undefined) {
      await setMembership(tx, id, { membershipTier: input.membershipTier, trialEndsAt: input.trialEndsAt === undefined ? undefined : new Date(input.trialEndsAt) });
    }
  });
  return getUserForAdmin(db, id);
}

/** Bans the user until now + days and signs them out everywhere at once. */
export async function banUser(db: TDb, actorId: string, id: string, input: TAdminBan, now = new Date()): Promise<TAdminUserDetail> {
  if (id === actorId) throw new AppError('conflict', ADMIN_MESSAGES.selfBan);
  await db.transaction(async (tx) => {
    if (!(await findUser(tx, id))) throw notFound('User');
    await setBan(tx, id, { reason: input.reason, expires: new Date(now.getTime() + input.days * DAY_MS) });
    await deleteSessions(tx, id);
  });
  return getUserForAdmin(db, id);
}

export async function unbanUser(db: TDb, id: string): Promise<TAdminUserDetail> {
  if (!(await findUser(db, id))) throw notFound('User');
  await setBan(db, id, null);
  return getUserForAdmin(db, id);
}

export async function listPurchasesForAdmin(db: TDb, query: TAdminPurchaseListQuery): Promise<TPage<TAdminPurchase>> {
  const { rows, total } = await listPurchases(db, query);
  return pageOf(rows.map(toPurchase), total, query);
}
