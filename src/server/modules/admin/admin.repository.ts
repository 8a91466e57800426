import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { activities, commissions, contacts, deals, goals, prospects, purchases, session, supportTickets, tasks, teamMembers, user, userProfiles } from '../../db/schema/index.js';
import { escapeLike, offsetOf } from '../../lib/list.js';
import type { TAdminCountEntity, TAdminPurchaseListQuery, TAdminUserListQuery } from '../../../shared/admin/admin.schema.js';
import { MEMBERSHIP_TIERS, type TMembershipTier } from '../../../shared/membership/membership.rules.js';

/** A ban in force: better-auth lifts an expired one only at the user's next sign-in, so the date decides. */
const banActive = sql`(coalesce(${user.banned}, false) and (${user.banExpires} is null or ${user.banExpires} > now()))`;

const int = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);
const countWhere = (condition: SQL) => int(sql`count(*) filter (where ${condition})`);
const tierOf = sql<string>`coalesce(${userProfiles.membershipTier}, 'free')`;

const countOf = (query: SQL) => int(sql`(${query})`);

/**
 * Users by tier, trials running and bans, without joining 100,000 users to their profiles: the
 * users counted, the profiles grouped by tier (one index-only pass over the tier index), the few
 * banned accounts and the running trials (partial indexes). Exported for the bench's raw baseline.
 */
export function userTotalsQuery(db: TExecutor) {
  return db
    .select({
      total: countOf(sql`select count(*) from ${user}`),
      activeTrials: countOf(sql`select count(*) from ${userProfiles} where ${userProfiles.membershipTier} = 'trial' and ${userProfiles.trialEndsAt} > now()`),
      // `banned` alone (not coalesced) so that the partial index on the banned accounts answers.
      banned: countOf(sql`select count(*) from ${user} where ${user.banned} and (${user.banExpires} is null or ${user.banExpires} > now())`),
      profilesByTier: sql<Record<string, number> | null>`(select json_object_agg(t.tier, t.n) from (select ${userProfiles.membershipTier} as tier, count(*) as n from ${userProfiles} group by 1) t)`,
    })
    .from(sql`(select 1) as one`);
}

/** A user without a profile counts as free: free is every user but those whose profile has another tier. */
export async function userTotals(db: TExecutor) {
  const [{ profilesByTier, ...row }] = await userTotalsQuery(db);
  const profiles = Object.entries(profilesByTier ?? {}).map(([tier, n]) => [tier, Number(n)] as const);
  const notFree = profiles.reduce((sum, [tier, n]) => (tier === 'free' ? sum : sum + n), 0);
  const byTier = Object.fromEntries(MEMBERSHIP_TIERS.map((tier) => [tier, tier === 'free' ? row.total - notFree : (profiles.find(([t]) => t === tier)?.[1] ?? 0)]));
  return { ...row, ...(byTier as Record<TMembershipTier, number>) };
}

/** Signups per UTC day since `since` (days without signups are absent). */
export function signupsSince(db: TExecutor, since: Date) {
  const day = sql<string>`to_char(${user.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db.select({ date: day, count: count() }).from(user).where(gte(user.createdAt, since)).groupBy(day);
}

/** Succeeded payments: this month's (UTC) and all time's. */
export function revenueTotalsQuery(db: TExecutor, monthStart: Date) {
  const thisMonth = sql`${purchases.createdAt} >= ${monthStart.toISOString()}`;
  return db
    .select({
      thisMonthCents: int(sql`coalesce(sum(${purchases.amountCents}) filter (where ${thisMonth}), 0)`),
      allTimeCents: int(sql`coalesce(sum(${purchases.amountCents}), 0)`),
      purchasesThisMonth: countWhere(thisMonth),
    })
    .from(purchases)
    .where(eq(purchases.status, 'succeeded'));
}

export async function revenueTotals(db: TExecutor, monthStart: Date) {
  const [row] = await revenueTotalsQuery(db, monthStart);
  return row;
}

export function ticketTotalsQuery(db: TExecutor) {
  return db
    .select({ open: countWhere(sql`${supportTickets.status} = 'open'`), inprogress: countWhere(sql`${supportTickets.status} = 'inprogress'`) })
    .from(supportTickets);
}

export async function ticketTotals(db: TExecutor) {
  const [row] = await ticketTotalsQuery(db);
  return row;
}

/** The user's newest session start; the planner evaluates it for the page's rows only (after LIMIT). */
const lastSignInAt = sql<Date | null>`(select ${session.createdAt} from ${session} where ${session.userId} = ${user.id} order by ${session.createdAt} desc limit 1)`.mapWith(
  (value: string | Date | null) => (value === null ? null : new Date(value)),
);

const userColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  membershipTier: tierOf,
  trialEndsAt: userProfiles.trialEndsAt,
  membershipExpiry: userProfiles.membershipExpiry,
  banned: user.banned,
  banReason: user.banReason,
  banExpires: user.banExpires,
  emailVerified: user.emailVerified,
  twoFactorEnabled: user.twoFactorEnabled,
  createdAt: user.createdAt,
  lastSignInAt,
};

export interface TAdminUserRow {
  id: string;
  name: string;
  email: string;
  role: string | null;
  membershipTier: string;
  trialEndsAt: Date | null;
  membershipExpiry: Date | null;
  banned: boolean | null;
  banReason: string | null;
  banExpires: Date | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean | null;
  createdAt: Date;
  lastSignInAt: Date | null;
}

function userFilter(query: TAdminUserListQuery): SQL | undefined {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  return and(
    pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined,
    // A paid or trial tier needs a profile: the plain column lets the planner use the tier index.
    query.tier === 'free' ? sql`${tierOf} = 'free'` : query.tier ? eq(userProfiles.membershipTier, query.tier) : undefined,
    query.role ? eq(sql`coalesce(${user.role}, 'user')`, query.role) : undefined,
    query.banned === undefined ? undefined : query.banned ? banActive : sql`not ${banActive}`,
  );
}

/** The list's two statements, the page and the total (exported for the bench's raw baseline). */
export function listUsersQueries(db: TExecutor, query: TAdminUserListQuery) {
  const where = userFilter(query);
  return {
    page: db
      .select(userColumns)
      .from(user)
      .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    total: db.select({ n: count() }).from(user).leftJoin(userProfiles, eq(userProfiles.userId, user.id)).where(where),
  };
}

export async function listUsers(db: TExecutor, query: TAdminUserListQuery): Promise<{ rows: TAdminUserRow[]; total: number }> {
  const { page, total } = listUsersQueries(db, query);
  const [rows, [{ n }]] = await Promise.all([page, total]);
  return { rows, total: n };
}

export async function findUser(db: TExecutor, id: string): Promise<TAdminUserRow | null> {
  const rows = await db.select(userColumns).from(user).leftJoin(userProfiles, eq(userProfiles.userId, user.id)).where(eq(user.id, id)).limit(1);
  return rows[0] ?? null;
}

const COUNTED = { prospects, contacts, teamMembers, activities, deals, tasks, goals, commissions } as const;

/** The user's records per table, each counted through its owner index, in one statement. */
export async function recordCounts(db: TExecutor, userId: string): Promise<Record<TAdminCountEntity, number>> {
  const columns = Object.fromEntries(Object.entries(COUNTED).map(([key, table]) => [key, int(sql`(select count(*) from ${table} where ${table.userId} = ${userId})`)]));
  const [row] = await db.select(columns).from(sql`(select 1) as one`);
  return row as Record<TAdminCountEntity, number>;
}

const purchaseColumns = {
  id: purchases.id,
  userId: purchases.userId,
  userName: user.name,
  userEmail: user.email,
  product: purchases.product,
  amountCents: purchases.amountCents,
  currency: purchases.currency,
  status: purchases.status,
  periodStart: purchases.periodStart,
  periodEnd: purchases.periodEnd,
  createdAt: purchases.createdAt,
};
const newestPurchasesFirst = [desc(purchases.createdAt), desc(purchases.id)];

export type TAdminPurchaseRow = Awaited<ReturnType<typeof newestPurchasesOf>>[number];

export function newestPurchasesOf(db: TExecutor, userId: string, limit: number) {
  return db
    .select(purchaseColumns)
    .from(purchases)
    .innerJoin(user, eq(user.id, purchases.userId))
    .where(eq(purchases.userId, userId))
    .orderBy(...newestPurchasesFirst)
    .limit(limit);
}

export async function listPurchases(db: TExecutor, query: TAdminPurchaseListQuery): Promise<{ rows: TAdminPurchaseRow[]; total: number }> {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = and(
    query.status ? eq(purchases.status, query.status) : undefined,
    query.product ? eq(purchases.product, query.product) : undefined,
    pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db.select(purchaseColumns).from(purchases).innerJoin(user, eq(user.id, purchases.userId)).where(where).orderBy(...newestPurchasesFirst).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ n: count() }).from(purchases).innerJoin(user, eq(user.id, purchases.userId)).where(where),
  ]);
  return { rows, total: n };
}

/** The administrators, locked so that two demotions cannot both see another admin left. */
export async function lockAdminIds(db: TExecutor): Promise<string[]> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).for('update');
  return rows.map((r) => r.id);
}

export async function setRole(db: TExecutor, userId: string, role: string) {
  await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, userId));
}

export async function setMembership(db: TExecutor, userId: string, values: { membershipTier?: string; trialEndsAt?: Date }) {
  await db
    .update(userProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(userProfiles.userId, userId));
}

export async function setBan(db: TExecutor, userId: string, ban: { reason: string; expires: Date } | null) {
  await db
    .update(user)
    .set({ banned: ban !== null, banReason: ban?.reason ?? null, banExpires: ban?.expires ?? null, updatedAt: new Date() })
    .where(eq(user.id, userId));
}

/** Signs the user out everywhere; the session-end triggers (migration 0014) close their sockets. */
export async function deleteSessions(db: TExecutor, userId: string) {
  await db.delete(session).where(eq(session.userId, userId));
}
