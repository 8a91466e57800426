import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { prospectComments, prospects } from '../../db/schema/index.js';
import type { TProspect, TProspectComment, TProspectListQuery } from '../../../shared/prospects/prospects.schema.js';
import { isoOrNull, matchAny, orderOf, readPage } from '../../lib/list.js';

export type TProspectRow = typeof prospects.$inferSelect;
export type TProspectValues = Omit<typeof prospects.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export function toProspect(row: TProspectRow): TProspect {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    status: row.status as TProspect['status'],
    source: row.source as TProspect['source'],
    notes: row.notes,
    industry: row.industry,
    companyName: row.companyName,
    address: row.address,
    birthday: row.birthday,
    socialMedia: row.socialMedia,
    leadScore: row.leadScore,
    tags: row.tags,
    interactionCount: row.interactionCount,
    lastContacted: isoOrNull(row.lastContacted),
    funnelStage: row.funnelStage as TProspect['funnelStage'],
    stageUpdatedAt: isoOrNull(row.stageUpdatedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function listWhere(userId: string, query: TProspectListQuery): SQL | undefined {
  return and(
    eq(prospects.userId, userId),
    query.status ? eq(prospects.status, query.status) : undefined,
    query.source ? eq(prospects.source, query.source) : undefined,
    matchAny(query.q, [prospects.firstName, prospects.lastName, prospects.email, prospects.companyName]),
  );
}

export async function listProspects(db: TExecutor, userId: string, query: TProspectListQuery) {
  const where = listWhere(userId, query);
  const select = db.select().from(prospects).where(where).$dynamic();
  return readPage(db, { table: prospects, where, select, order: orderOf(prospects[query.sort.field], query.sort.direction, prospects.id) }, query);
}

export async function findProspect(db: TExecutor, userId: string, id: string): Promise<TProspectRow | null> {
  const rows = await db.select().from(prospects).where(and(eq(prospects.userId, userId), eq(prospects.id, id))).limit(1);
  return rows[0] ?? null;
}

export async function insertProspect(db: TExecutor, userId: string, values: TProspectValues): Promise<TProspectRow> {
  const [row] = await db.insert(prospects).values({ ...values, userId }).returning();
  return row;
}

export async function updateProspectRow(db: TExecutor, userId: string, id: string, values: Partial<TProspectValues>): Promise<TProspectRow | null> {
  const rows = await db
    .update(prospects)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(prospects.userId, userId), eq(prospects.id, id)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteProspectRow(db: TExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(prospects).where(and(eq(prospects.userId, userId), eq(prospects.id, id))).returning({ id: prospects.id });
  return rows.length > 0;
}

function toComment(row: typeof prospectComments.$inferSelect): TProspectComment {
  return { id: row.id, prospectId: row.prospectId, body: row.body, mentions: row.mentions, createdAt: row.createdAt.toISOString() };
}

export async function listComments(db: TExecutor, userId: string, prospectId: string): Promise<TProspectComment[]> {
  const rows = await db
    .select()
    .from(prospectComments)
    .where(and(eq(prospectComments.userId, userId), eq(prospectComments.prospectId, prospectId)))
    .orderBy(desc(prospectComments.createdAt))
    .limit(200);
  return rows.map(toComment);
}

export async function insertComment(db: TExecutor, userId: string, prospectId: string, body: string, mentions: string[]): Promise<TProspectComment> {
  const [row] = await db.insert(prospectComments).values({ userId, prospectId, body, mentions }).returning();
  return toComment(row);
}

export async function deleteComment(db: TExecutor, userId: string, prospectId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(prospectComments)
    .where(and(eq(prospectComments.userId, userId), eq(prospectComments.prospectId, prospectId), eq(prospectComments.id, id)))
    .returning({ id: prospectComments.id });
  return rows.length > 0;
}
