import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { contacts, dealActivity, deals, teamMembers, userProfiles } from '../../db/schema/index.js';
import type { TDealActivity } from '../../../shared/deals/deals.schema.js';
import { offsetOf } from '../../lib/list.js';
import type { TDealRow } from './deal-query.repository.js';

export type TDealValues = Omit<typeof deals.$inferInsert, 'id' | 'userId' | 'version' | 'createdAt' | 'updatedAt'>;
type TActivityDetails = TDealActivity['details'];

export async function insertDeal(db: TExecutor, userId: string, values: TDealValues): Promise<TDealRow> {
  const [row] = await db.insert(deals).values({ ...values, userId }).returning();
  return row;
}

/** Writes a change and bumps the version; the caller holds the row lock (lockDeal). */
export const updateDealStatement = (db: TExecutor, userId: string, id: string, values: Partial<TDealValues>) =>
  db
    .update(deals)
    .set({ ...values, version: sql`${deals.version} + 1`, updatedAt: new Date() })
    .where(and(eq(deals.userId, userId), eq(deals.id, id)))
    .returning();

export async function updateDealRow(db: TExecutor, userId: string, id: string, values: Partial<TDealValues>): Promise<TDealRow> {
  const [row] = await updateDealStatement(db, userId, id, values);
  return row;
}

/** Deletes the owner's deal (its history goes with it); what the realtime event names of it. */
export async function deleteDealRow(db: TExecutor, userId: string, id: string) {
  const rows = await db.delete(deals).where(and(eq(deals.userId, userId), eq(deals.id, id))).returning({ id: deals.id, title: deals.title, stage: deals.stage, version: deals.version });
  return rows[0] ?? null;
}

/**
 * One history row, stamped with the clock when written (not the transaction's start, now()): the
 * caller holds the deal's lock, so rows of parallel updates read newest first in the order applied.
 */
export const insertDealActivityStatement = (db: TExecutor, userId: string, dealId: string, action: TDealActivity['action'], details: TActivityDetails) =>
  db.insert(dealActivity).values({ dealId, userId, action, details, createdAt: sql`clock_timestamp()` });

export async function insertDealActivity(db: TExecutor, userId: string, dealId: string, action: TDealActivity['action'], details: TActivityDetails): Promise<void> {
  await insertDealActivityStatement(db, userId, dealId, action, details);
}

/** A deal's history, newest first, and its length. */
export async function listDealActivity(db: TExecutor, userId: string, dealId: string, page: { page: number; pageSize: number }) {
  const where = and(eq(dealActivity.userId, userId), eq(dealActivity.dealId, dealId));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ id: dealActivity.id, action: dealActivity.action, details: dealActivity.details, createdAt: dealActivity.createdAt })
      .from(dealActivity)
      .where(where)
      .orderBy(sql`${dealActivity.createdAt} desc nulls last`, desc(dealActivity.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(dealActivity).where(where),
  ]);
  const items: TDealActivity[] = rows.map((r) => ({ id: r.id, action: r.action as TDealActivity['action'], details: r.details, createdAt: r.createdAt.toISOString() }));
  return { items, total: n };
}

/**
 * The owner's pipeline and time zone. With `lock`, the profile row is held in KEY SHARE mode
 * until the transaction ends: a pipeline change (which takes the row FOR UPDATE) waits for this
 * write, and this write waits for a pipeline change, so no deal lands in a stage being removed.
 */
export function dealSettingsStatement(db: TExecutor, userId: string, options: { lock?: boolean } = {}) {
  const query = db.select({ pipelineStages: userProfiles.pipelineStages, timeZone: userProfiles.timeZone }).from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return options.lock ? query.for('key share') : query;
}

export async function dealSettings(db: TExecutor, userId: string, options: { lock?: boolean } = {}): Promise<{ pipelineStages: string[]; timeZone: string }> {
  const rows = await dealSettingsStatement(db, userId, options);
  return rows[0] ?? { pipelineStages: [], timeZone: 'UTC' };
}

/** The owner's contact as a deal shows it (and the company a deal may take from it); null for anyone else's. */
export async function findOwnContact(db: TExecutor, userId: string, id: string): Promise<{ firstName: string; lastName: string; company: string | null } | null> {
  const rows = await db
    .select({ firstName: contacts.firstName, lastName: contacts.lastName, company: contacts.company })
    .from(contacts)
    .where(and(eq(contacts.userId, userId), eq(contacts.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** The owner's team member's name; null for anyone else's. */
export async function findOwnTeamMember(db: TExecutor, userId: string, id: string): Promise<string | null> {
  const rows = await db
    .select({ name: sql<string>`${teamMembers.firstName} || ' ' || ${teamMembers.lastName}` })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.id, id)))
    .limit(1);
  return rows[0]?.name ?? null;
}

/** Moves the owner's deals of each `from` stage to its `to`, all at once (a swap of two names stays a swap). */
export async function renameDealStages(db: TExecutor, userId: string, renames: { from: string; to: string }[]): Promise<number> {
  if (!renames.length) return 0;
  const target = sql`case ${deals.stage} ${sql.join(renames.map((r) => sql`when ${r.from} then ${r.to}`), sql` `)} end`;
  const rows = await db
    .update(deals)
    .set({ stage: target })
    .where(and(eq(deals.userId, userId), inArray(deals.stage, renames.map((r) => r.from))))
    .returning({ id: deals.id });
  return rows.length;
}

/** How many of the owner's deals each of `stages` holds (stages holding none are left out). */
export async function countDealsInStages(db: TExecutor, userId: string, stages: string[]): Promise<{ stage: string; n: number }[]> {
  if (!stages.length) return [];
  return db
    .select({ stage: deals.stage, n: count() })
    .from(deals)
    .where(and(eq(deals.userId, userId), inArray(deals.stage, stages)))
    .groupBy(deals.stage);
}

/** The owner's saved pipeline, her profile row locked for a pipeline change (see dealSettings). */
export async function lockProfileForPipeline(db: TExecutor, userId: string): Promise<string[]> {
  const rows = await db.select({ pipelineStages: userProfiles.pipelineStages }).from(userProfiles).where(eq(userProfiles.userId, userId)).for('update');
  return rows[0]?.pipelineStages ?? [];
}
