import { and, count, eq, gte, lt, ne, sql, sum, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../../db/client.js';
import { commissions, prospects, teamMembers } from '../../db/schema/index.js';
import type { TCommission, TCommissionListQuery } from '../../../shared/commissions/commissions.schema.js';
import { orderOf, readPage } from '../../lib/list.js';

export type TCommissionValues = Omit<typeof commissions.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

const member = alias(teamMembers, 'member');
const selection = {
  c: commissions,
  memberFirst: member.firstName,
  memberLast: member.lastName,
  prospectFirst: prospects.firstName,
  prospectLast: prospects.lastName,
};
type TJoined = { c: typeof commissions.$inferSelect; memberFirst: string | null; memberLast: string | null; prospectFirst: string | null; prospectLast: string | null };

const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export function toCommission({ c, memberFirst, memberLast, prospectFirst, prospectLast }: TJoined): TCommission {
  return {
    id: c.id,
    amountCents: c.amountCents,
    date: c.date,
    type: c.type as TCommission['type'],
    status: c.status as TCommission['status'],
    teamMember: c.teamMemberId && memberFirst ? { id: c.teamMemberId, name: nameOf(memberFirst, memberLast) } : null,
    prospect: c.prospectId && prospectFirst ? { id: c.prospectId, name: nameOf(prospectFirst, prospectLast) } : null,
    notes: c.notes,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

const joined = (db: TExecutor) =>
  db.select(selection).from(commissions).leftJoin(member, eq(member.id, commissions.teamMemberId)).leftJoin(prospects, eq(prospects.id, commissions.prospectId));

/** The commissions list's query, not yet run. */
export function commissionsList(db: TExecutor, userId: string, query: TCommissionListQuery) {
  const where: SQL | undefined = and(
    eq(commissions.userId, userId),
    query.status ? eq(commissions.status, query.status) : undefined,
    query.type ? eq(commissions.type, query.type) : undefined,
    query.teamMemberId ? eq(commissions.teamMemberId, query.teamMemberId) : undefined,
  );
  const select = joined(db).where(where).$dynamic();
  return { table: commissions, where, select, order: orderOf(commissions[query.sort.field], query.sort.direction, commissions.id) };
}

export async function listCommissions(db: TExecutor, userId: string, query: TCommissionListQuery) {
  return readPage(db, commissionsList(db, userId, query), query);
}

export async function findCommission(db: TExecutor, userId: string, id: string): Promise<TJoined | null> {
  const rows = await joined(db).where(and(eq(commissions.userId, userId), eq(commissions.id, id))).limit(1);
  return rows[0] ?? null;
}

export async function insertCommission(db: TExecutor, userId: string, values: TCommissionValues): Promise<string> {
  const [row] = await db.insert(commissions).values({ ...values, userId }).returning({ id: commissions.id });
  return row.id;
}

export async function updateCommissionRow(db: TExecutor, userId: string, id: string, values: Partial<TCommissionValues>): Promise<boolean> {
  const rows = await db.update(commissions).set({ ...values, updatedAt: new Date() }).where(and(eq(commissions.userId, userId), eq(commissions.id, id))).returning({ id: commissions.id });
  return rows.length > 0;
}

export async function deleteCommissionRow(db: TExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(commissions).where(and(eq(commissions.userId, userId), eq(commissions.id, id))).returning({ id: commissions.id });
  return rows.length > 0;
}

/** Sums in cents, cancelled commissions left out; `this month` is [from, to). */
export async function commissionSums(db: TExecutor, userId: string, from: string, to: string) {
  const [row] = await db
    .select({
      thisMonth: sql<string>`coalesce(sum(${commissions.amountCents}) filter (where ${commissions.date} >= ${from} and ${commissions.date} < ${to} and ${commissions.status} <> 'cancelled'), 0)`,
      pending: sql<string>`coalesce(sum(${commissions.amountCents}) filter (where ${commissions.status} = 'pending'), 0)`,
      paid: sql<string>`coalesce(sum(${commissions.amountCents}) filter (where ${commissions.status} = 'paid'), 0)`,
      total: sql<string>`coalesce(sum(${commissions.amountCents}) filter (where ${commissions.status} <> 'cancelled'), 0)`,
      n: count(),
    })
    .from(commissions)
    .where(eq(commissions.userId, userId));
  return row;
}

/** Sum in cents of the commissions dated in [from, to), cancelled ones left out. */
export async function sumCommissionsBetween(db: TExecutor, userId: string, from: string, to: string): Promise<number> {
  const [row] = await commissionsBetweenSum(db, userId, from, to);
  return Number(row?.total ?? 0);
}

/** The select of `sumCommissionsBetween`, not yet run: one row, its `total` null when there are none. */
export function commissionsBetweenSum(db: TExecutor, userId: string, from: string, to: string) {
  return db
    .select({ total: sum(commissions.amountCents) })
    .from(commissions)
    .where(and(eq(commissions.userId, userId), gte(commissions.date, from), lt(commissions.date, to), ne(commissions.status, 'cancelled')))
    .$dynamic();
}
