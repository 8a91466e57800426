import { and, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { contacts, followUpReminders, prospects, userProfiles } from '../../db/schema/index.js';
import type { TFollowUp, TFollowUpListQuery } from '../../../shared/follow-ups/follow-ups.schema.js';
import { effectiveFollowUpStatus, type TFollowUpRule, type TFollowUpRules, type TFollowUpSettableStatus } from '../../../shared/follow-ups/follow-ups.rules.js';
import { escapeLike, isoOrNull, readPage } from '../../lib/list.js';

export type TFollowUpRow = typeof followUpReminders.$inferSelect;
export type TFollowUpValues = Partial<Omit<typeof followUpReminders.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>>;

const selection = {
  reminder: followUpReminders,
  prospectFirst: prospects.firstName,
  prospectLast: prospects.lastName,
  contactFirst: contacts.firstName,
  contactLast: contacts.lastName,
};

type TJoined = { reminder: TFollowUpRow; prospectFirst: string | null; prospectLast: string | null; contactFirst: string | null; contactLast: string | null };

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export function toFollowUp({ reminder: r, prospectFirst, prospectLast, contactFirst, contactLast }: TJoined, now = new Date()): TFollowUp {
  return {
    id: r.id,
    prospect: r.prospectId && prospectFirst !== null ? { id: r.prospectId, name: fullName(prospectFirst, prospectLast) } : null,
    contact: r.contactId && contactFirst !== null ? { id: r.contactId, name: fullName(contactFirst, contactLast) } : null,
    dueAt: r.dueAt.toISOString(),
    notes: r.notes,
    type: r.type as TFollowUp['type'],
    rule: r.rule as TFollowUpRule | null,
    status: effectiveFollowUpStatus(r.status as TFollowUpSettableStatus, r.dueAt, now),
    completedAt: isoOrNull(r.completedAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The list's status filter reads "missed" from the time, so the three statuses never overlap. */
function statusFilter(status: TFollowUpListQuery['status'], now: Date): SQL | undefined {
  switch (status) {
    case 'done':
      return eq(followUpReminders.status, 'done');
    case 'pending':
      return and(eq(followUpReminders.status, 'pending'), gte(followUpReminders.dueAt, now));
    case 'missed':
      return and(eq(followUpReminders.status, 'pending'), lt(followUpReminders.dueAt, now));
    default:
      return undefined;
  }
}

/** `q` matches the person's name or the notes; a seller's reminders are few enough to read them all. */
function textFilter(userId: string, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(
    ilike(followUpReminders.notes, pattern),
    sql`exists (select 1 from ${prospects} p where p.id = ${followUpReminders.prospectId} and p.user_id = ${userId} and (p.first_name || ' ' || p.last_name) ilike ${pattern})`,
    sql`exists (select 1 from ${contacts} c where c.id = ${followUpReminders.contactId} and c.user_id = ${userId} and (c.first_name || ' ' || c.last_name) ilike ${pattern})`,
  );
}

function listWhere(userId: string, query: TFollowUpListQuery, now: Date): SQL | undefined {
  return and(
    eq(followUpReminders.userId, userId),
    statusFilter(query.status, now),
    query.type ? eq(followUpReminders.type, query.type) : undefined,
    query.prospectId ? eq(followUpReminders.prospectId, query.prospectId) : undefined,
    query.dueFrom ? gte(followUpReminders.dueAt, new Date(query.dueFrom)) : undefined,
    query.dueTo ? lt(followUpReminders.dueAt, new Date(query.dueTo)) : undefined,
    textFilter(userId, query.q),
  );
}

const joined = (db: TExecutor) =>
  db
    .select(selection)
    .from(followUpReminders)
    .leftJoin(prospects, eq(prospects.id, followUpReminders.prospectId))
    .leftJoin(contacts, eq(contacts.id, followUpReminders.contactId));

export async function listFollowUps(db: TExecutor, userId: string, query: TFollowUpListQuery, now: Date) {
  const where = listWhere(userId, query, now);
  const select = joined(db).where(where).$dynamic();
  return readPage(db, { table: followUpReminders, where, select, order: [followUpReminders.dueAt, followUpReminders.id] }, query);
}

export async function findFollowUp(db: TExecutor, userId: string, id: string): Promise<TJoined | null> {
  const rows = await joined(db).where(and(eq(followUpReminders.userId, userId), eq(followUpReminders.id, id))).limit(1);
  return rows[0] ?? null;
}

export async function findFollowUpRow(db: TExecutor, userId: string, id: string): Promise<TFollowUpRow | null> {
  const rows = await db.select().from(followUpReminders).where(and(eq(followUpReminders.userId, userId), eq(followUpReminders.id, id))).limit(1);
  return rows[0] ?? null;
}

export async function insertFollowUp(db: TExecutor, userId: string, values: TFollowUpValues & { dueAt: Date }): Promise<string> {
  const [row] = await db.insert(followUpReminders).values({ ...values, userId }).returning({ id: followUpReminders.id });
  return row.id;
}

export async function updateFollowUpRow(db: TExecutor, userId: string, id: string, values: TFollowUpValues): Promise<boolean> {
  const rows = await db
    .update(followUpReminders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(followUpReminders.userId, userId), eq(followUpReminders.id, id)))
    .returning({ id: followUpReminders.id });
  return rows.length > 0;
}

export async function deleteFollowUpRow(db: TExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(followUpReminders).where(and(eq(followUpReminders.userId, userId), eq(followUpReminders.id, id))).returning({ id: followUpReminders.id });
  return rows.length > 0;
}

/** Open automatic reminders of the given rules: what a rule switched off leaves behind. */
export async function deleteOpenAutoFollowUps(db: TExecutor, userId: string, rules: TFollowUpRule[]): Promise<number> {
  if (rules.length === 0) return 0;
  const rows = await db
    .delete(followUpReminders)
    .where(and(eq(followUpReminders.userId, userId), eq(followUpReminders.type, 'auto'), eq(followUpReminders.status, 'pending'), inArray(followUpReminders.rule, rules)))
    .returning({ id: followUpReminders.id });
  return rows.length;
}

export async function readFollowUpRules(db: TExecutor, userId: string, options: { lock?: boolean } = {}): Promise<Partial<TFollowUpRules>> {
  const query = db.select({ rules: userProfiles.followUpRules }).from(userProfiles).where(eq(userProfiles.userId, userId));
  const rows = options.lock ? await query.for('no key update') : await query;
  return rows[0]?.rules ?? {};
}

export async function writeFollowUpRules(db: TExecutor, userId: string, rules: TFollowUpRules): Promise<void> {
  await db.update(userProfiles).set({ followUpRules: rules, updatedAt: new Date() }).where(eq(userProfiles.userId, userId));
}
